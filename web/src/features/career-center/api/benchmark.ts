import * as z from 'zod/mini';
import { outcomeRequest, type Outcome } from '../../../lib/outcome-request.ts';

// GET /api/organisations/:id/benchmark (docs/career-centers.md § Benchmark): the center's students by challenge band
// beside the median of its country's other schools; a group under five students is only "fewer than 5".

export const BENCHMARK_BANDS = ['top10', 'top25', 'topHalf', 'keepGoing'] as const;
const sharesSchema = z.object({ top10: z.number(), top25: z.number(), topHalf: z.number(), keepGoing: z.number() });
export type Shares = z.infer<typeof sharesSchema>;
const trackSchema = z.object({
  track: z.string(),
  ours: z.union([z.object({ students: z.number(), shares: sharesSchema }), z.object({ fewerThan: z.number() })]),
  peers: z.union([z.object({ schools: z.number(), shares: sharesSchema }), z.object({ fewerSchoolsThan: z.number() })]),
});
export type BenchmarkTrack = z.infer<typeof trackSchema>;
const benchmarkSchema = z.object({ country: z.string(), tracks: z.array(trackSchema) });
export type Benchmark = z.infer<typeof benchmarkSchema>;

export const getBenchmark = (organisationId: string): Promise<Outcome<Benchmark>> =>
  outcomeRequest('get', `api/organisations/${encodeURIComponent(organisationId)}/benchmark`, (b) => z.object({ benchmark: benchmarkSchema }).parse(b).benchmark);
