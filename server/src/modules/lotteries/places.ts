import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { localPlaces } from '@cp/shared/domain';
import { ok, replies } from '../../lib/envelope';
import { PlaceGroupSchema } from './schemas';

/** GET /v1/public/param/cp_place_code: the places (province, city) of the local lotteries. */
export async function placeRoutes(app: FastifyInstance) {
  const places = localPlaces(app.catalogue.list);
  app.get(
    '/v1/public/param/cp_place_code',
    {
      schema: {
        tags: ['lotteries'],
        summary: '地方彩的发行地（省、城市）及其彩种',
        response: replies(Type.Array(PlaceGroupSchema)),
      },
    },
    async () => ok(places),
  );
}
