import { type Static, Type } from 'typebox';
import { ErrorSchema } from './errors.ts';
import { defineRoute } from './route.ts';

const text = (description: string, maxLength: number) => Type.String({ maxLength, description });

/** An application to the partner programme (spec §1: a partner programme), stored for the operator. */
export const PartnerApplicationBodySchema = Type.Object({
  name: text('Contact person', 200),
  company: Type.Optional(text('Company name', 500)),
  bin: Type.Optional(text('BIN of the company, or IIN of an individual entrepreneur; 12 digits', 20)),
  phone: text('Kazakh mobile phone: +7 (7xx) xxx xx xx, 8 7xx…, or 77xxxxxxxxx', 40),
  email: text('E-mail', 254),
  city: text('City', 200),
  message: Type.Optional(text('What the partner offers or asks', 4_000)),
  website: Type.Optional(
    text('Leave empty. A field people never see: a form that fills it is a robot, and nothing is stored', 500),
  ),
});
export type PartnerApplicationBody = Static<typeof PartnerApplicationBodySchema>;

export const PartnerApplicationAnswerSchema = Type.Object({
  id: Type.String({ description: 'The application number, for the operator' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type PartnerApplicationAnswer = Static<typeof PartnerApplicationAnswerSchema>;

export const partnerApplicationRoute = defineRoute({
  method: 'POST',
  url: '/api/partner/public/application',
  schema: {
    operationId: 'applyForPartnership',
    tags: ['partners'],
    summary:
      'Apply to the partner programme; the application is stored for the operator (rate limited). 409 when one with the same phone or BIN/IIN still awaits an answer',
    body: PartnerApplicationBodySchema,
    response: { 201: PartnerApplicationAnswerSchema, 400: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
  },
});
