import { listQuestions, recommendItems } from '../../services/questionnaire';
import {
  findUser,
  REGISTERED_MESSAGE,
  registerUser,
  teamLogin,
  USER_NOT_REGISTERED_MESSAGE,
} from '../../services/users';
import { callUpstream } from '../../services/upstreams';
import type { HttpContext } from '../context';
import { failure, success } from '../envelope';
import type { PartialHandlerMap } from '../handlerTypes';
import { visitorOpenid } from '../identity';
import { UPSTREAM_MESSAGES } from '../messages';

/** Registration, group login and the booking questionnaire. */
export function peopleHandlers({
  services,
}: HttpContext): PartialHandlerMap<
  'userOpenid' | 'UserRegister' | 'TeamLogin' | 'GetQuestionData' | 'GetQuestionItemData'
> {
  return {
    userOpenid: async ({ session }) => {
      const user = await findUser(services, visitorOpenid(session));
      return user ? success(user) : failure(USER_NOT_REGISTERED_MESSAGE);
    },
    UserRegister: async ({ body }) => success(await registerUser(services, body), REGISTERED_MESSAGE),
    TeamLogin: async ({ body }) => {
      const { message, records } = await teamLogin(services, body);
      // The legacy API returns the records as JSON text.
      return success(JSON.stringify(records), message);
    },
    GetQuestionData: async ({ body }) =>
      success(
        JSON.stringify(
          await callUpstream(services, 'questionnaire', UPSTREAM_MESSAGES.questionnaire, () =>
            listQuestions(services, body.sex),
          ),
        ),
      ),
    GetQuestionItemData: async ({ body }) =>
      success(
        await callUpstream(services, 'itemData', UPSTREAM_MESSAGES.recommendations, () =>
          recommendItems(services, body),
        ),
      ),
  };
}
