import type { Decider, DomainCommand, DomainEvent } from '@fast-track/shared/event-store/types';

// A student's choice of who may start a conversation with them (issue 14): employers of challenges they took (the
// default), any approved employer, or nobody. Societies they are a member of may always write; conversations that
// exist go on (blocking is the tool for those). One stream per student: `messaging-settings-<accountId>`.

export const whoMayStartOptions = ['challenge_employers', 'approved_employers', 'nobody'] as const;
export type WhoMayStart = (typeof whoMayStartOptions)[number];
export const defaultWhoMayStart: WhoMayStart = 'challenge_employers';

export type MessagingSettingChanged = DomainEvent<'MessagingSettingChanged', { accountId: string; whoMayStart: WhoMayStart; at: string }>;
export type ChangeMessagingSetting = DomainCommand<'ChangeMessagingSetting', { accountId: string; whoMayStart: WhoMayStart; now: string }>;

export const messagingSettingsStreamId = (accountId: string): string => `messaging-settings-${accountId}`;

export const messagingSettingsDecider: Decider<WhoMayStart, ChangeMessagingSetting, MessagingSettingChanged> = {
  initialState: () => defaultWhoMayStart,
  evolve: (_state, event) => event.data.whoMayStart,
  decide(command, state) {
    if (command.data.whoMayStart === state) return [];
    return [{ type: 'MessagingSettingChanged', data: { accountId: command.data.accountId, whoMayStart: command.data.whoMayStart, at: command.data.now } }];
  },
};
