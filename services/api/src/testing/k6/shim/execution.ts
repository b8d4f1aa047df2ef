// k6/execution for Node: one VU, first iteration.
export default {
  vu: { idInTest: 1, idInInstance: 1, iterationInScenario: 0, iterationInInstance: 0 },
  scenario: { name: 'shim', iterationInTest: 0, iterationInInstance: 0 },
};
