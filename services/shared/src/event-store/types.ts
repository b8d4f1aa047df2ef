/** Event-sourcing vocabulary shared by every slice. Pure types: no driver, no framework. */
export interface DomainEvent<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

export interface DomainCommand<Type extends string = string, Data = unknown> {
  readonly type: Type;
  readonly data: Data;
}

/** Who and why: stored with every event so the log answers "who did this, as part of what". */
export interface EventMetadata {
  actor?: string;
  correlationId?: string;
  causationId?: string;
}

interface RecordedEnvelope {
  readonly streamId: string;
  readonly streamPosition: number;
  /** bigint as text: JS numbers lose precision past 2^53 and the two drivers disagree on int8. */
  readonly globalPosition: string;
  readonly transactionId: string;
  readonly metadata: EventMetadata;
  readonly createdAt: Date;
}

/** An event as stored. Distributes over a union so `switch (event.type)` narrows `event.data`. */
export type RecordedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? RecordedEnvelope & { readonly type: E['type']; readonly data: E['data'] }
  : never;

/** decide/evolve pair (Jérémie Chassaing's Decider). decide throws an AppError to refuse a command. */
export interface Decider<State, Command extends DomainCommand, Event extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** Stream version = position of its last event; 0 means the stream does not exist yet. */
export type ExpectedVersion = number | 'any';
