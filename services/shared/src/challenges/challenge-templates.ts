import type { TrackId } from '../tracks.ts';
import { consultingTemplate } from './templates/consulting.ts';
import { corporateLawTemplate } from './templates/corporate-law.ts';
import { financeTemplate } from './templates/finance.ts';
import { mbaTemplate } from './templates/mba.ts';
import { startUpTemplate } from './templates/start-up.ts';

// Starting points for the builder, one per track (docs/challenges.md § Templates). A template is the builder's
// content without a window: the author picks one, the first autosave makes it an ordinary draft, and from then on
// it is theirs to rewrite. The texts are English source text, like everything an employer writes until the
// content carries several languages; the builder's own words around them are translated.

export interface TemplateChoice {
  id: string;
  text: string;
}

interface TemplateTaskBase {
  id: string;
  prompt: string;
  points: number;
  /** Shown to students who submitted, once the window has closed. */
  modelAnswer: string;
  feedback: string;
}

export type TemplateTask = TemplateTaskBase &
  (
    | { kind: 'single'; options: TemplateChoice[]; correct: string }
    | { kind: 'multiple'; options: TemplateChoice[]; correct: string[] }
    | { kind: 'numeric'; params: { name: string; min: number; max: number; step: number }[]; answer: string; tolerance: { mode: 'absolute' | 'relative'; value: number }; unit: string }
    | { kind: 'ordering'; items: TemplateChoice[] }
    | { kind: 'written'; maxLength: number; rubric: { id: string; criterion: string; points: number }[] }
  );

export interface ChallengeTemplate {
  track: TrackId;
  title: string;
  summary: string;
  learn: string[];
  minutes: number;
  /** Rich text the server's sanitiser keeps as it is (p, ul, li, strong). */
  materialHtml: string;
  tasks: TemplateTask[];
}

/** In the order of the tracks (services/shared/src/tracks.ts). */
export const challengeTemplates: readonly ChallengeTemplate[] = [financeTemplate, consultingTemplate, corporateLawTemplate, startUpTemplate, mbaTemplate];

export const templateOfTrack = (track: string): ChallengeTemplate | undefined => challengeTemplates.find((t) => t.track === track);
