import VIPERBenchmarking

// NB: `main` stays synchronous: valgrind 3.19 crashes on an async `@main`, and the
// fixed-iteration mode exists to run under valgrind. Top-level code runs on the main
// actor, so synchronous benchmarks that need it (main-actor delivery, the Navigator)
// run right here.
BenchmarkCommand.main(BenchmarkCatalog.registry())
