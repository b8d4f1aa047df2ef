import { describe, expect, it } from 'vitest';
import { backspaceAt, cellsFromValue, deleteAt, emptyCells, insertAt, valueOf } from './otp-cells.ts';

describe('otp cells', () => {
  it('types one digit per box and moves on, staying on the last box', () => {
    let edit = insertAt(emptyCells(4), 0, '4');
    expect(edit).toEqual({ cells: ['4', '', '', ''], focus: 1 });
    edit = insertAt(['4', '2', '7', ''], 3, '9');
    expect(edit).toEqual({ cells: ['4', '2', '7', '9'], focus: 3 });
  });

  it('ignores what is not a digit', () => {
    expect(insertAt(['1', '', '', ''], 1, 'a')).toEqual({ cells: ['1', '', '', ''], focus: 1 });
  });

  it('fills every box from a pasted whole code, wherever it was pasted and however it was written', () => {
    expect(insertAt(['9', '9', '', ''], 2, '1234')).toEqual({ cells: ['1', '2', '3', '4'], focus: 3 });
    expect(insertAt(emptyCells(4), 0, ' 12-34 ')).toEqual({ cells: ['1', '2', '3', '4'], focus: 3 });
    expect(insertAt(emptyCells(4), 1, 'Your code: 123456')).toEqual({ cells: ['1', '2', '3', '4'], focus: 3 });
  });

  it('a shorter paste fills from its box and clears the rest, so a partial code is never mixed with an old one', () => {
    expect(insertAt(['0', '0', '0', '0'], 0, '12')).toEqual({ cells: ['1', '2', '', ''], focus: 2 });
    expect(insertAt(['5', '', '', ''], 1, '67')).toEqual({ cells: ['5', '6', '7', ''], focus: 3 });
  });

  it('backspace empties the box, then walks back', () => {
    expect(backspaceAt(['1', '2', '3', ''], 2)).toEqual({ cells: ['1', '2', '', ''], focus: 2 });
    expect(backspaceAt(['1', '2', '', ''], 2)).toEqual({ cells: ['1', '', '', ''], focus: 1 });
    expect(backspaceAt(emptyCells(4), 0)).toEqual({ cells: emptyCells(4), focus: 0 });
    expect(deleteAt(['1', '2', '3', '4'], 1)).toEqual({ cells: ['1', '', '3', '4'], focus: 1 });
  });

  it('reads and writes the code as one value', () => {
    expect(cellsFromValue('12', 4)).toEqual(['1', '2', '', '']);
    expect(cellsFromValue('123456', 4)).toEqual(['1', '2', '3', '4']);
    expect(valueOf(['1', '', '3', '4'])).toBe('134');
  });
});
