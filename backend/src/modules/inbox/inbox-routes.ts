import Router from '@koa/router';
import { API_PATHS } from '#shared/api/api-paths.ts';
import { CALENDAR_CONTENT_TYPE } from '#shared/calendar/event-calendar-file.ts';
import {
  contactMessageSchema, enterpriseRequestSchema, eventRegistrationSchema, eventSubmissionSchema, newsletterSubscribeSchema, SITE_FORM_MESSAGES,
} from '#shared/schemas/site-forms-schemas.ts';
import type { AppDeps, AppState } from '../../app-context.ts';
import { access } from '../../http/access.ts';
import { parseInput } from '../../domain/domain-errors.ts';
import { InboxService } from './inbox-service.ts';

/** The public site's forms: contact, enterprise, newsletter, event registration and submission. Anyone may send them; a signed-in member's account is noted. */
export function inboxRoutes(deps: AppDeps, service = new InboxService(deps)) {
  const router = new Router<AppState>();

  router.post(API_PATHS.contact, access('public'), async (ctx) => {
    await service.contact(parseInput(contactMessageSchema, ctx.request.body), ctx.ip, ctx.state.user);
    ctx.status = 201;
    ctx.body = { message: SITE_FORM_MESSAGES.contactSent };
  });

  router.post(API_PATHS.enterpriseRequests, access('public'), async (ctx) => {
    await service.enterprise(parseInput(enterpriseRequestSchema, ctx.request.body), ctx.ip, ctx.state.user);
    ctx.status = 201;
    ctx.body = { message: SITE_FORM_MESSAGES.enterpriseSent };
  });

  router.post(API_PATHS.newsletter, access('public'), async (ctx) => {
    const input = parseInput(newsletterSubscribeSchema, ctx.request.body);
    await service.subscribe(input.email, input.website, ctx.ip);
    ctx.status = 202;
    ctx.body = { message: SITE_FORM_MESSAGES.newsletterPending };
  });

  router.post(API_PATHS.eventRegistrations, access('public'), async (ctx) => {
    await service.registerForEvent(ctx.params.slug ?? '', parseInput(eventRegistrationSchema, ctx.request.body), ctx.ip, ctx.state.user);
    ctx.status = 201;
    ctx.body = { message: SITE_FORM_MESSAGES.eventRegistered };
  });

  router.get(API_PATHS.eventCalendar, access('public'), (ctx) => {
    const file = service.eventCalendar(ctx.params.slug ?? '');
    ctx.type = CALENDAR_CONTENT_TYPE;
    ctx.attachment(file.filename);
    ctx.body = file.content;
  });

  router.post(API_PATHS.eventSubmissions, access('public'), async (ctx) => {
    await service.submitEvent(parseInput(eventSubmissionSchema, ctx.request.body), ctx.ip, ctx.state.user);
    ctx.status = 201;
    ctx.body = { message: SITE_FORM_MESSAGES.eventSubmitted };
  });

  return router;
}
