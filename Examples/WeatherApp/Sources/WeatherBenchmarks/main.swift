import VIPERBenchmarking

// NB: a synchronous top-level `main`, as the harness needs (it runs on the main actor and
// waits for asynchronous batches on the main thread).
var registry = BenchmarkRegistry()
WeatherBenchmarks.register(in: &registry)
BenchmarkCommand.main(registry)
