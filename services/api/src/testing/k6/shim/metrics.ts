// k6/metrics for Node: custom metrics accept samples and keep none.
export class Counter {
  add(): void {}
}
export class Trend {
  add(): void {}
}
export class Rate {
  add(): void {}
}
export class Gauge {
  add(): void {}
}
