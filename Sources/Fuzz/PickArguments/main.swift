import FuzzSupport
import FuzzTargets

// fuzz-pick-arguments: ``FuzzTargets/pickArguments(_:)`` under libFuzzer (built with -DFUZZING), or over the files named on the command line.
exitProcess(runFuzzTarget { data, size in fuzzEntry(data, size, FuzzTargets.pickArguments) })
