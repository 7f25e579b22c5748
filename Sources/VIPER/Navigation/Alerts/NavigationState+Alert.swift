extension NavigationState {
    /// Shows `alert` over every layer, replacing the one up, or removes it (`nil`).
    mutating func setAlert(_ alert: ShownAlert?, recording journal: inout StateJournal) {
        journal.record(.setAlert(self.alert))
        self.alert = alert
    }
}
