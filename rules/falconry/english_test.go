package falconry

// The tests read the rules' messages (refusals, the log) in English, as
// the command line prints them.
import _ "github.com/birdroost/roost/lang/english"
