import VIPER

print("benchmark  ns/op  ratio")
