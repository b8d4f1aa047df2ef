import { AssertionError, deepStrictEqual } from 'node:assert/strict';
import type { Decider, DomainCommand, DomainEvent } from './types.ts';

/**
 * given(past events).when(command).then(decided events) for a pure decider, after emmett's DeciderSpecification:
 *
 *   const spec = deciderSpec(eventDecider);
 *   spec.given([published]).when(ask('Why?')).then([questionAdded]);
 *   spec.given([]).when(ask('Why?')).thenThrows(NotFoundError);
 *   spec.given([published]).when(ask(' ')).thenThrows(InvalidQuestionError, (e) => e.extensions['msg'] === '…');
 *
 * The past is folded with evolve from initialState, exactly as handleCommand folds a stream, so a spec
 * exercises evolve and decide together. Failures are node AssertionErrors, which test runners show as diffs.
 */
export interface DeciderSpec<S, C extends DomainCommand, E extends DomainEvent> {
  given(past: readonly E[]): Given<S, C, E>;
}

export interface Given<S, C extends DomainCommand, E extends DomainEvent> {
  /** What the past folds to, for asserting evolve itself (a decision is better asserted through `when`). */
  readonly state: S;
  when(command: C): When<E>;
}

/** A class of errors, abstract ones (AppError) included. */
export type ErrorClass<Err extends Error> = abstract new (...args: never[]) => Err;

/** Returns false, or throws (an `expect` inside), when the error is not the expected one. */
export type ErrorCheck<Err> = (error: Err) => boolean | void;

export interface When<E extends DomainEvent> {
  /** decide returned exactly these events, in this order. A refusal fails the spec with the refusal itself. */
  then(expected: readonly E[]): void;
  /** decide accepted the command and changed nothing (an idempotent repeat). */
  thenNothingHappened(): void;
  /** decide refused the command with an error that passes check. */
  thenThrows(check: ErrorCheck<unknown>): void;
  /** decide refused the command with an instance of errorClass that passes check, when one is given. */
  thenThrows<Err extends Error>(errorClass: ErrorClass<Err>, check?: ErrorCheck<Err>): void;
}

export function deciderSpec<S, C extends DomainCommand, E extends DomainEvent>(
  decider: Decider<S, C, E>,
): DeciderSpec<S, C, E> {
  return {
    given(past) {
      const state = past.reduce(decider.evolve, decider.initialState());
      return {
        state,
        when(command) {
          const decide = () => decider.decide(command, state);
          return {
            then: (expected) => deepStrictEqual(decide(), expected),
            thenNothingHappened: () => deepStrictEqual(decide(), []),
            thenThrows(classOrCheck: ErrorClass<Error> | ErrorCheck<unknown>, check?: ErrorCheck<Error>) {
              let decided: E[];
              try {
                decided = decide();
              } catch (error) {
                expectError(error, classOrCheck, check);
                return;
              }
              throw new AssertionError({
                message: `Expected ${command.type} to be refused, but it decided ${JSON.stringify(decided.map((e) => e.type))}`,
                actual: decided,
                operator: 'thenThrows',
              });
            },
          };
        },
      };
    },
  };
}

function expectError(
  error: unknown,
  classOrCheck: ErrorClass<Error> | ErrorCheck<unknown>,
  check: ErrorCheck<Error> | undefined,
): void {
  let predicate: ErrorCheck<unknown> | undefined = classOrCheck as ErrorCheck<unknown>;
  if (isErrorClass(classOrCheck)) {
    if (!(error instanceof classOrCheck)) {
      throw new AssertionError({
        message: `Expected a ${classOrCheck.name}, but decide threw ${describe(error)}`,
        actual: error,
        operator: 'thenThrows',
      });
    }
    predicate = check as ErrorCheck<unknown> | undefined;
  }
  if (predicate && predicate(error) === false) {
    throw new AssertionError({
      message: `The error decide threw does not match the check: ${describe(error)}`,
      actual: error,
      operator: 'thenThrows',
    });
  }
}

function isErrorClass(value: ErrorClass<Error> | ErrorCheck<unknown>): value is ErrorClass<Error> {
  return value === Error || (value.prototype as unknown) instanceof Error;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
