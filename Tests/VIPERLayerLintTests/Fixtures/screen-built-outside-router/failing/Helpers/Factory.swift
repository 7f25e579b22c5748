enum Factory {
    static func settings() -> SettingsScreen {
        SettingsScreen(theme: .dark)  // expect: screen-built-outside-router, column 9
    }
}
