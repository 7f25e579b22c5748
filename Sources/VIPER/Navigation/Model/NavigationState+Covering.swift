// Which screens are on screen: the top one, and those a non-covering layer leaves
// visible below it. The one place the navigator reads `PresentationStyle.coversPresenter`.

extension NavigationState {
    /// The entries that stay on screen below the top one, top first: the top entry of
    /// each layer under an unbroken run of layers whose style does not cover its
    /// presenter (``PresentationStyle/coversPresenter``).
    ///
    /// Empty when the top layer covers, and for the root stack alone. Lifecycle treats
    /// these entries as still shown: presenting a sheet over a screen does not tell it
    /// it disappeared, and dismissing the sheet does not tell it it appeared.
    var shownBelowTop: [NavigationEntryID] {
        var shown: [NavigationEntryID] = []
        var layer = layers.count - 1
        while layer > 0, let style = layers[layer].style, !style.coversPresenter {
            layer -= 1
            guard let below = layers[layer].entries.last else { break }
            shown.append(below.id)
        }
        return shown
    }
}
