extension Double {
    /// The value with exactly `digits` decimals, rounded half away from zero.
    ///
    /// Written by hand so the output never depends on a locale.
    func fixed(_ digits: Int = 2) -> String {
        guard isFinite else { return isNaN ? "nan" : (self > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(self) * scale).rounded()
        let whole = (scaled / scale).rounded(.down)
        let fraction = Int(scaled - whole * scale)
        let sign = self < 0 && scaled != 0 ? "-" : ""
        let wholeText = whole < 1e18 ? String(Int(whole)) : String(describing: whole)
        guard digits > 0 else { return sign + wholeText }
        let fractionText = String(fraction)
        let padding = String(repeating: "0", count: max(digits - fractionText.count, 0))
        return "\(sign)\(wholeText).\(padding)\(fractionText)"
    }
}
