import type { DrawInfo } from '../../domain/wire';
import { http } from '../http';
import type { HttpClient } from '../http';

const enc = encodeURIComponent;

/** Latest draws and their live push (the DrawStore). */
export interface DrawsApi {
  /** GET /v1/cp168/wap/draw/info/{code}: the latest draw and the next period of one lottery. */
  drawInfo(code: string): Promise<DrawInfo>;
  /** GET /v1/cp168/wap/draw/infoDetail?cpCode=a,b: the same for several (retried every 3 s by the store, section 8). */
  drawInfos(codes: string[]): Promise<DrawInfo[]>;
  /**
   * URL of the server-sent events stream of new draws for some codes (all when empty); with
   * `lastEventId` the server first replays the draws after it (a stream opened anew).
   */
  drawEventsUrl(codes?: string[], lastEventId?: string): string;
}

export const drawsApi = (client: HttpClient = http): DrawsApi => ({
  drawInfo: (code) => client.get<DrawInfo>(`/v1/cp168/wap/draw/info/${enc(code)}`),
  drawInfos: (codes) => client.get<DrawInfo[]>('/v1/cp168/wap/draw/infoDetail', { cpCode: codes.join(',') }),
  drawEventsUrl: (codes = [], lastEventId) =>
    client.url('/v1/cp168/apis/draw/events', { codes: codes.length ? codes.join(',') : undefined, lastEventId }),
});
