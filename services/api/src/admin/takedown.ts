import type { DomainEvent } from '@fast-track/shared/event-store/types';

/**
 * An admin's takedown of one piece of content (issue 26 part 6): an event, a job, a challenge, a message, an event
 * question or a magazine article. One stream per content (`takedown-<contentId>`), so the audit view names the
 * content as its subject; the fact keeps who owned it so the owner can be told and the list can be read back.
 */
export const takedownKinds = ['event', 'job', 'challenge', 'message', 'question', 'article'] as const;
export type TakedownKind = (typeof takedownKinds)[number];

export type ContentTakenDown = DomainEvent<
  'ContentTakenDown',
  { contentKind: TakedownKind; contentId: string; title: string; ownerIds: string[]; adminId: string; reason: string; takenDownAt: string }
>;
export type TakedownEvent = ContentTakenDown;

export type TakedownState = { status: 'none' } | { status: 'takenDown'; contentKind: TakedownKind; at: string };

export const takedownStreamId = (contentId: string): string => `takedown-${contentId}`;

export function evolveTakedown(state: TakedownState, event: TakedownEvent): TakedownState {
  switch (event.type) {
    case 'ContentTakenDown':
      return { status: 'takenDown', contentKind: event.data.contentKind, at: event.data.takenDownAt };
  }
}
