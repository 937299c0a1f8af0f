import FuzzSupport
import FuzzTargets

// fuzz-values: ``FuzzTargets/values(_:)`` under libFuzzer (built with -DFUZZING), or over the files named on the command line.
exitProcess(runFuzzTarget { data, size in fuzzEntry(data, size, FuzzTargets.values) })
