// The comparator lives in its own module so the `easel` command can use it
// without linking the test frameworks; test code gets it from here.
@_exported import EaselImageDiff
