import FuzzSupport
import FuzzTargets

// fuzz-decoder: ``FuzzTargets/decoder(_:)`` under libFuzzer (built with -DFUZZING), or over the files named on the command line.
exitProcess(runFuzzTarget { data, size in fuzzEntry(data, size, FuzzTargets.decoder) })
