// The mock's control routes for screen tests: the e2e helpers (tests/e2e/support/mock.ts), aimed at
// this file's mock by setup/file-mock.ts.
export { clearRequests, clearScenarios, lastBody, requestsTo, setFault, setScenario, type Fault } from '../../e2e/support/mock';
