# Sourced by Scripts/update-expected.sh and Scripts/check-expected.sh: the one definition of how a
# command of Tests/Expected/manifest.txt is run and what of it is recorded, so that the script that
# writes the expected outputs and the one that checks them cannot drift apart (they did: one kept
# standard output only, the other compared standard output and standard error merged). Not a check
# itself.
#
# What is recorded is what PlumbCLITests.ExpectedOutputTests holds the CLI to: standard output
# (Tests/Expected/NAME) and the exit status (manifest.txt); standard error must be empty.
#
#   expected_run PLUMB ARGUMENTS OUT ERR
#       Runs PLUMB with ARGUMENTS (the manifest's words, split on blanks, no globbing) from the
#       repository's root with NO_COLOR=1; standard output goes to OUT, standard error to ERR.
#       Sets expected_status to the exit status.

expected_run() {
  local plumb=$1 arguments=$2 out=$3 err=$4
  local -a words
  read -r -a words <<< "$arguments"
  expected_status=0
  NO_COLOR=1 "$plumb" "${words[@]}" > "$out" 2> "$err" || expected_status=$?
}
