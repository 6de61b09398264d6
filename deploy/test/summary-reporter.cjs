// Prints one plain closing line that any CI can read: "N passed, N failed, N skipped".
class SummaryReporter {
  onRunComplete(_contexts, results) {
    console.log(`\n${results.numPassedTests} passed, ${results.numFailedTests} failed, ${results.numPendingTests} skipped`);
  }
}
module.exports = SummaryReporter;
