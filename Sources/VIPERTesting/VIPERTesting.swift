@_exported import VIPER
