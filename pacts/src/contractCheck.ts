/**
 * The local bi-directional check: every interaction of a pact must be a request openapi.yaml allows (operation,
 * query, declared headers, credentials, body) answered by a response it declares (status, media type, body). Matchers keep their example
 * values in the pact file, so the examples are what gets validated.
 */
import Ajv2020 from 'ajv/dist/2020';
import { describeErrors, type ApiOperation, type OpenApiContract } from './openapi';
import { bodyText, headerOf, mediaTypeOf, type PactBody, type PactHttpInteraction } from './pactFile';

// Query values are strings on the wire; this instance coerces them to the parameter's type before validating.
const queryAjv = new Ajv2020({ strict: false, coerceTypes: true, allErrors: true });

// Header values are strings as sent: validated without coercion.
const headerAjv = new Ajv2020({ strict: false, allErrors: true });

/** The operation's declared header parameters (e.g. Idempotency-Key): present ones valid, required ones present. */
function checkHeaderParameters(operation: ApiOperation, headers: Record<string, string[]> | undefined): string[] {
  const problems: string[] = [];
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'header')) {
    const value = headerOf(headers, parameter.name);
    if (value === undefined) {
      if (parameter.required) problems.push(`required header "${parameter.name}" is missing`);
      continue;
    }
    const validate = headerAjv.compile({ type: 'object', properties: { value: parameter.schema } });
    if (!validate({ value }))
      problems.push(`header "${parameter.name}"=${JSON.stringify(value)}: ${describeErrors(validate)}`);
  }
  return problems;
}

function checkQuery(operation: ApiOperation, query: Record<string, string[]>): string[] {
  const problems: string[] = [];
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  for (const name of Object.keys(query)) {
    if (!declared.some((parameter) => parameter.name === name))
      problems.push(`query parameter "${name}" is not declared`);
  }
  for (const parameter of declared) {
    const values = query[parameter.name];
    if (!values?.length) {
      if (parameter.required) problems.push(`required query parameter "${parameter.name}" is missing`);
      continue;
    }
    const validate = queryAjv.compile({ type: 'object', properties: { value: parameter.schema } });
    for (const value of values) {
      if (!validate({ value }))
        problems.push(`query parameter "${parameter.name}"=${JSON.stringify(value)}: ${describeErrors(validate)}`);
    }
  }
  return problems;
}

/** Schemes every security alternative of the operation requires. */
function requiredSchemes(operation: ApiOperation): string[] {
  const [first = [], ...others] = operation.security;
  return first.filter((scheme) => others.every((alternative) => alternative.includes(scheme)));
}

function checkCredentials(operation: ApiOperation, headers: Record<string, string[]> | undefined): string[] {
  const problems: string[] = [];
  const schemes = requiredSchemes(operation);
  if (schemes.includes('serviceToken') && !/^Bearer \S+$/.test(headerOf(headers, 'Authorization') ?? '')) {
    problems.push('the operation needs the service token but the request has no "Authorization: Bearer ..." header');
  }
  if (schemes.includes('session') && !/(^|;\s*)checkup_session=[^;\s]+/.test(headerOf(headers, 'Cookie') ?? '')) {
    problems.push('the operation needs the checkup_session cookie but the request carries none');
  }
  return problems;
}

/** The value to validate for a body of the given media type. */
function bodyValue(mediaType: string, body: PactBody): unknown {
  if (mediaType === 'application/json') return body.content;
  const text = bodyText(body) ?? '';
  if (mediaType === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/** Each `data:` event of a Server-Sent Events body except the final `[DONE]`, parsed. */
function streamEvents(text: string): { events: unknown[]; problems: string[] } {
  const events: unknown[] = [];
  const problems: string[] = [];
  const blocks = text.split('\n\n').filter((block) => block.trim() !== '');
  const done = blocks.at(-1) === 'data: [DONE]';
  if (!done) problems.push('the event stream does not end with "data: [DONE]"');
  for (const block of done ? blocks.slice(0, -1) : blocks) {
    if (!block.startsWith('data: ')) {
      problems.push(`event ${JSON.stringify(block.slice(0, 40))} is not a data line`);
      continue;
    }
    try {
      events.push(JSON.parse(block.slice('data: '.length)));
    } catch {
      problems.push(`event ${JSON.stringify(block.slice(0, 40))} is not JSON`);
    }
  }
  return { events, problems };
}

function checkBody(api: OpenApiContract, where: string, pointer: string, mediaType: string, body: PactBody): string[] {
  const value = bodyValue(mediaType, body);
  const validate = api.validator(pointer);
  const problems = validate(value) ? [] : [`${where} body: ${describeErrors(validate)}`];
  if (mediaType === 'text/event-stream') {
    const { events, problems: streamProblems } = streamEvents(String(value));
    problems.push(...streamProblems.map((problem) => `${where} body: ${problem}`));
    const validateEvent = api.validator(`${pointer}/x-event-schema`);
    events.forEach((event, index) => {
      if (!validateEvent(event)) problems.push(`${where} body event ${index}: ${describeErrors(validateEvent)}`);
    });
  }
  if (mediaType === 'application/pdf' && !String(value).startsWith('%PDF-'))
    problems.push(`${where} body is not a PDF`);
  return problems;
}

/** Problems of one interaction against openapi.yaml ([] when it agrees). */
export function checkInteraction(api: OpenApiContract, interaction: PactHttpInteraction): string[] {
  const { request, response } = interaction;
  const operation = api.find(request.method, request.path);
  if (!operation) return [`no operation in openapi.yaml for ${request.method} ${request.path}`];
  const problems = [
    ...checkQuery(operation, request.query ?? {}),
    ...checkHeaderParameters(operation, request.headers),
    ...checkCredentials(operation, request.headers),
  ];

  if (request.body) {
    const mediaType = mediaTypeOf(headerOf(request.headers, 'Content-Type') ?? request.body.contentType) ?? '';
    const pointer = operation.requestBody?.content[mediaType];
    if (pointer === undefined) problems.push(`request body of type "${mediaType}" is not declared`);
    // A 400 interaction sends, on purpose, a body the schema refuses: only its media type must be declared.
    else if (response.status !== 400) problems.push(...checkBody(api, 'request', pointer, mediaType, request.body));
  } else if (operation.requestBody?.required) {
    problems.push('the request has no body but openapi.yaml requires one');
  }

  const declared = operation.responses[String(response.status)] ?? operation.responses.default;
  if (declared === undefined) {
    problems.push(`response status ${response.status} is not declared`);
  } else if (response.body) {
    const mediaType = mediaTypeOf(headerOf(response.headers, 'Content-Type') ?? response.body.contentType) ?? '';
    const pointer = declared[mediaType];
    if (pointer === undefined)
      problems.push(`response body of type "${mediaType}" is not declared for status ${response.status}`);
    else problems.push(...checkBody(api, 'response', pointer, mediaType, response.body));
  } else if (Object.keys(declared).length > 0 && response.status !== 204) {
    problems.push(
      `the ${response.status} response has no body but openapi.yaml declares ${Object.keys(declared).join(', ')}`,
    );
  }
  return problems.map((problem) => `${operation.operationId} "${interaction.description}": ${problem}`);
}
