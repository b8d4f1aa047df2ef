import { deciderSpec } from '@fast-track/shared/event-store/decider-spec';
import { describe, expect, it } from 'vitest';
import { messagingSettingsDecider, type ChangeMessagingSetting, type MessagingSettingChanged, type WhoMayStart } from './messaging-settings.ts';

const spec = deciderSpec(messagingSettingsDecider);
const now = '2026-11-22T12:00:00.000Z';
const change = (whoMayStart: WhoMayStart): ChangeMessagingSetting => ({ type: 'ChangeMessagingSetting', data: { accountId: 'a1', whoMayStart, now } });
const changed = (whoMayStart: WhoMayStart): MessagingSettingChanged => ({ type: 'MessagingSettingChanged', data: { accountId: 'a1', whoMayStart, at: now } });

describe('messaging settings decider', () => {
  it('lets employers of challenges the student took start conversations until the student chooses otherwise', () => {
    expect(spec.given([]).state).toBe('challenge_employers');
  });

  it('records a new choice, and the last choice is the setting', () => {
    spec.given([]).when(change('nobody')).then([changed('nobody')]);
    spec.given([changed('nobody')]).when(change('approved_employers')).then([changed('approved_employers')]);
    expect(spec.given([changed('nobody'), changed('approved_employers')]).state).toBe('approved_employers');
  });

  it('records nothing when the choice is the one already set', () => {
    spec.given([]).when(change('challenge_employers')).thenNothingHappened();
    spec.given([changed('nobody')]).when(change('nobody')).thenNothingHappened();
  });
});
