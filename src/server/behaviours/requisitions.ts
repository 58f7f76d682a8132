import type { StockSettings } from '../../domain/supply/requisitions';
import { answer, defineBehaviour, idParam, notFound, outsideScope } from '../../engine/server';
import { requisitions } from '../../entities/requisitions';
import { approveRequisition, rejectRequisition } from '../requisitions/decide-requisition';
import { requisitionOf, requisitionsPage } from '../requisitions/requisition-read';
import { submitRequisition } from '../requisitions/submit-requisition';
import { suggestionsFor } from '../requisitions/suggestions';
import { isStockPlaceInScope } from '../transfers/transfer-places';

/**
 * The requisitions' routes (src/domain/supply/requisition-routes.ts), with the programme's stock
 * settings (`STOCK_MAXIMUM_MONTHS`): the list and one requisition of the caller's places or
 * stores (another is a 404), a place's suggested quantities, the submission, the approval that
 * dispatches it and the rejection.
 *
 * @example
 * const behaviour = requisitionBehaviour({ maximumStockMonths: 3 });
 */
export const requisitionBehaviour = (settings: StockSettings) =>
  defineBehaviour(requisitions, {
    routes: {
      list: async ({ query }, { db, user }) => {
        const { state, page, pageSize } = query;
        const offset = (page - 1) * pageSize;
        const { items, total } = await requisitionsPage(db, { scope: user.scope, state, limit: pageSize, offset });
        return answer(200, { items, total, page, pageSize });
      },
      one: async ({ params }, { db, user }) => {
        const id = idParam(params.id);
        const [requisition] = (await requisitionsPage(db, { scope: user.scope, id, limit: 1, offset: 0 })).items;
        if (!requisition) throw notFound();
        return answer(200, requisition);
      },
      suggestions: async ({ query }, { db, user }) => {
        const place = { type: query.placeType, id: query.placeId };
        if (!isStockPlaceInScope(user.scope, place)) throw outsideScope();
        const items = await suggestionsFor(db, { place, ...settings });
        return answer(200, { maximumStockMonths: settings.maximumStockMonths, items });
      },
      submit: async ({ body }, context) =>
        answer(201, await requisitionOf(context.db, await submitRequisition(context, body, settings))),
      approve: async ({ params, body }, context) => {
        const id = idParam(params.id);
        await approveRequisition(context, id, body);
        return answer(200, await requisitionOf(context.db, id));
      },
      reject: async ({ params, body }, context) => {
        const id = idParam(params.id);
        await rejectRequisition(context, id, body);
        return answer(200, await requisitionOf(context.db, id));
      },
    },
  });
