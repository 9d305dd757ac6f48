/** What Fastify writes as the media type of a JSON answer it serializes itself. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
