import FuzzSupport
import FuzzTargets

// fuzz-calendar: ``FuzzTargets/calendar(_:)`` under libFuzzer (built with -DFUZZING), or over the files named on the command line.
exitProcess(runFuzzTarget { data, size in fuzzEntry(data, size, FuzzTargets.calendar) })
