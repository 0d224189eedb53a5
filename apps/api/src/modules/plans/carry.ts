import type { Transaction } from '../../db/client';
import { carryUnfinishedActions, undoCarriedActions } from './carry-repository';

/**
 * The plans' side of a period switch (docs/domain.md "Carried forward"), run by the periods
 * module inside its transaction, after its lock of period changes: opening `toPeriod` moves
 * each centre's unfinished actions of `fromPeriod` (the period active until then) into its new
 * plan, with their state; finished ones stay with the period they belong to.
 */
export async function carryPlans(
  tx: Transaction,
  fromPeriod: number,
  toPeriod: number,
): Promise<number> {
  return carryUnfinishedActions(tx, fromPeriod, toPeriod);
}

/**
 * Reopening `reopened` while `closing` was active undoes what opening `closing` carried from
 * it: those actions go back, as they are now (a state changed meanwhile stays changed).
 */
export async function undoCarry(
  tx: Transaction,
  reopened: number,
  closing: number,
): Promise<number> {
  return undoCarriedActions(tx, reopened, closing);
}
