// What a journey did under the shim, reported by run-journey.ts.
export interface ShimRequest {
  method: string;
  url: string;
  name: string | undefined;
  status: number;
}

export const shimState = {
  requests: [] as ShimRequest[],
  checks: { passed: [] as string[], failed: [] as string[] },
};
