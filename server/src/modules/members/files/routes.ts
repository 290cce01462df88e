import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorEnvelope, ok, replies } from '../../../lib/envelope';
import { AppError, notFound } from '../../../lib/errors';
import { LIMITS, enforce } from '../limits';
import { UploadedFileSchema } from '../schemas';
import { MEMBER_SECURITY, TAGS, memberOf, memberRoute } from '../routes/common';
import { MAX_UPLOAD_BYTES, imageErrors, toAvatar } from './images';
import { fileUrl } from './urls';

/** Room for the multipart envelope around the file (boundaries, part headers). */
const MULTIPART_OVERHEAD = 64 * 1024;

const noFile = () => new AppError(400, 'NO_FILE', '请选择要上传的图片（表单字段 file）');

/** Refuses a body announced as too large before reading any of it. */
async function refuseLargeBody(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length']);
  if (Number.isFinite(length) && length > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD) throw imageErrors.tooLarge();
}

/** The multipart plugin's refusals in the API's words. */
function multipartError(err: unknown): unknown {
  const code = typeof err === 'object' && err !== null ? (err as { code?: string }).code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imageErrors.tooLarge();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', '请以 multipart/form-data 上传图片');
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(400, 'BAD_REQUEST', '一次只能上传一张图片');
    default:
      return err;
  }
}

/** POST file (member avatar upload) and GET /v1/cp168/files/{sha256}.webp. */
export async function fileRoutes(app: FastifyInstance) {
  const { members } = app;
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024, headerPairs: 50 },
  });

  app.post(
    '/v1/cp168/apis/file',
    {
      ...memberRoute,
      onRequest: [app.authenticate, refuseLargeBody],
      // The body is multipart, read by the handler; the schema is for the documentation only.
      validatorCompiler: () => () => true,
      schema: {
        tags: TAGS,
        security: MEMBER_SECURITY,
        summary:
          '上传头像（multipart/form-data，字段 file）：按内容识别，只接受 JPEG、PNG、WebP，不超过 2 MB、4096 × 4096 像素；重新编码为 256 × 256 的 WebP 并去除所有元数据后保存（每个会员每小时最多 30 张）',
        consumes: ['multipart/form-data'],
        body: Type.Object({ file: Type.String({ format: 'binary', description: '图片文件' }) }),
        response: replies(UploadedFileSchema),
      },
    },
    async (req, reply) => {
      const { memberId } = memberOf(req);
      let input: Buffer;
      try {
        const part = await req.file();
        if (!part || part.fieldname !== 'file') throw noFile();
        input = await part.toBuffer();
      } catch (err) {
        throw multipartError(err);
      }
      if (input.length === 0) throw noFile();
      await enforce(members.limiter, LIMITS.upload, String(memberId), reply, '上传过于频繁，请稍后再试');
      const image = await toAvatar(input);
      await members.files.put(image, memberId);
      return ok({
        url: fileUrl(image.sha256),
        sha256: image.sha256,
        mediaType: image.mediaType,
        width: image.width,
        height: image.height,
        size: image.bytes.length,
      });
    },
  );

  app.get<{ Params: { name: string } }>(
    '/v1/cp168/files/:name',
    {
      ...memberRoute,
      schema: {
        tags: TAGS,
        summary: '已上传的图片：地址按内容（sha256）命名，永不改变，可长期缓存',
        params: Type.Object({ name: Type.String({ maxLength: 80, description: '{sha256}.webp' }) }),
        response: {
          200: {
            description: 'image/webp',
            content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
          },
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        },
      },
    },
    async (req, reply) => {
      const m = /^([0-9a-f]{64})\.webp$/.exec(req.params.name);
      const file = m ? await members.files.get(m[1]) : null;
      if (!m || !file) throw notFound('FILE_NOT_FOUND', '文件不存在');
      const etag = `"${m[1]}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag)
        .header('content-type', file.mediaType);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(file.bytes);
    },
  );
}
