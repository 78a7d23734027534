import { reservationErrorRef } from '../../../../shared/domain/reservation-errors';
import type { SuiteNightAwardInput } from '../../../../shared/graphql/generated/graphql';
import { RemoveSuiteNightAwardMutation, RequestSuiteNightAwardMutation } from '../../../../shared/graphql/operations/manage/suite-night-awards';
import { requestGraphQl } from '../../../services/graphql';
import type { UpdateOutcome } from '../modify/update-reservation';
import type { SuiteNightAwardAction } from './suite-night-award-actions';

/** Asks for or removes a Suite Night Award; refusals are values, a failed call throws. */
export async function changeSuiteNightAward(action: SuiteNightAwardAction, input: SuiteNightAwardInput): Promise<UpdateOutcome> {
  const answer =
    action === 'request'
      ? (await requestGraphQl(RequestSuiteNightAwardMutation, { input })).requestSuiteNightAward
      : (await requestGraphQl(RemoveSuiteNightAwardMutation, { input })).removeSuiteNightAward;
  const code = answer.status[0]?.code ?? 'NO_STATUS';
  if (code === 'SUCCESS') return { kind: 'changed', order: answer.order };
  return { kind: 'refused', code, message: reservationErrorRef(code), order: answer.order };
}
