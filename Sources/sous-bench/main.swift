print("sous-bench: no benchmarks yet")
