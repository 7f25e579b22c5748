// NB: test files import only `VIPERTesting` and get the runtime types with it.
@_exported import VIPER
