import { ConflictError } from '@fast-track/shared/errors';
import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { takedownDecider, type TakedownCommand } from './takedown.decider.ts';
import type { TakedownEvent } from './takedown.ts';

const spec = deciderSpec(takedownDecider);
const now = '2026-11-29T12:00:00.000Z';
const data = { contentKind: 'event' as const, contentId: 'e1', title: 'Case night', ownerIds: ['o1', 'o2'], adminId: 'admin-1', reason: 'Fake employer' };
const takeDown: TakedownCommand = { type: 'TakeDownContent', data: { ...data, now } };
const takenDown: TakedownEvent = { type: 'ContentTakenDown', data: { ...data, takenDownAt: now } };

describe('takedown decider', () => {
  it('takes content down with the admin, the reason and the owners who are told', () => {
    spec.given([]).when(takeDown).then([takenDown]);
    expect(spec.given([takenDown]).state).toEqual({ status: 'takenDown', contentKind: 'event', at: now });
  });

  it('refuses a second takedown of the same content (409 TAKEN_DOWN), whoever asks and whatever the reason', () => {
    spec
      .given([takenDown])
      .when({ type: 'TakeDownContent', data: { ...data, adminId: 'admin-2', reason: 'Again', now } })
      .thenThrows(ConflictError, (e) => e.code === 'TAKEN_DOWN' && e.status === 409);
  });
});
