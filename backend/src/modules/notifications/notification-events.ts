import type { Knex } from 'knex';
import { RFQ_CHANGE_FIELD_LABELS } from '#shared/schemas/sourcing-schemas.ts';
import type { DomainEvent, DomainEvents } from '../../db/domain-events.ts';
import type { Notification } from '../../db/models/notification-model.ts';
import { ndaBlocksPartner } from '../ndas/index.ts';
import { plural } from './notification-rules.ts';
import type { NotificationService, NotifyInput } from './notification-service.ts';

type Notify = Pick<NotificationService, 'notify' | 'markSubjectRead'>;

/** A member's name as the notifications say it ("Ada Founder"), or a neutral word for an account gone. */
async function nameOf(db: Knex, userId: number): Promise<string> {
  const row = await db('users').where({ id: userId }).first('fullName');
  return row?.fullName ? String(row.fullName) : 'A member';
}

async function rfqTitle(db: Knex, rfqId: number): Promise<{ title: string; buyerId: number | null; cancelReason: string | null }> {
  const row = await db('rfqs').where({ id: rfqId }).first('title', 'buyerId', 'cancelReason');
  return { title: row?.title ? String(row.title) : 'a request for quote', buyerId: row?.buyerId ? Number(row.buyerId) : null, cancelReason: row?.cancelReason ?? null };
}

const preview = (text: string, max = 140) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const connectionSubject = (connectionId: number) => `connection:${connectionId}`;

/** The members a project's files are shared with besides the uploader: the owner and the accepted partners who may read them. */
async function projectFileAudience(db: Knex, projectId: number, uploaderId: number): Promise<{ ownerId: number; partnerIds: number[]; name: string } | null> {
  const project = await db('projects').where({ id: projectId }).first('userId', 'name');
  if (!project) return null;
  const ownerId = Number(project.userId);
  const sides: { requesterId: number; recipientId: number }[] = await db('connections').where({ projectId, status: 'accepted' }).select('requesterId', 'recipientId');
  const partners = [...new Set(sides.map((side) => (Number(side.requesterId) === ownerId ? Number(side.recipientId) : Number(side.requesterId))))].filter((id) => id !== ownerId);
  const readers: number[] = [];
  // A partner who has not signed a required NDA cannot open the files: no notice to follow.
  for (const id of partners) if (id !== uploaderId && !(await ndaBlocksPartner(db, id, projectId))) readers.push(id);
  return { ownerId, partnerIds: readers, name: String(project.name) };
}

/**
 * Each domain event, as the notifications of the members it concerns. The words and links are here; the
 * rules of storage, delivery and preferences are the service's.
 */
export async function notificationsFor(db: Knex, event: DomainEvent, notifications: Notify): Promise<void> {
  const notify = (input: NotifyInput, update?: (existing: Notification) => Pick<NotifyInput, 'title' | 'body'>) => notifications.notify(input, update);
  switch (event.type) {
    case 'connection-requested': {
      const name = await nameOf(db, event.requesterId);
      const connection = await db('connections').where({ id: event.connectionId }).first('message');
      await notify({
        userId: event.recipientId, kind: 'connection-request', actorId: event.requesterId, link: '/dashboard',
        title: `${name} wants to connect`, body: connection?.message ? preview(String(connection.message)) : 'Accept or decline the request on your dashboard.',
      });
      return;
    }
    case 'connection-answered': {
      const name = await nameOf(db, event.recipientId);
      await notify(
        event.accepted
          ? { userId: event.requesterId, kind: 'connection-answered', actorId: event.recipientId, link: `/messages/${event.connectionId}`, title: `${name} accepted your connection request`, body: 'You can now message each other.' }
          : { userId: event.requesterId, kind: 'connection-answered', actorId: event.recipientId, link: '/partners', title: `${name} declined your connection request`, body: 'Find other partners in partner search.' },
      );
      return;
    }
    case 'message-sent': {
      // The sender's name, the text and what is unread in the conversation now, in one statement (this runs on every send).
      const unreadHere = db('messages').where({ connectionId: event.connectionId, recipientId: event.recipientId, read: false }).count('*');
      const sent = await db('messages')
        .leftJoin('users', 'users.id', 'messages.senderId')
        .where('messages.id', event.messageId)
        .first('messages.content', 'users.fullName as senderName', unreadHere.as('unread'));
      const name = sent ? (sent.senderName ? String(sent.senderName) : 'A member') : await nameOf(db, event.senderId);
      const count = Math.max(1, Number(sent?.unread ?? 1));
      const title = `New message from ${name}`;
      await notify(
        {
          userId: event.recipientId, kind: 'message', actorId: event.senderId, link: `/messages/${event.connectionId}`, subjectKey: connectionSubject(event.connectionId),
          title, body: sent?.content ? preview(String(sent.content)) : `1 new message from ${name}`,
        },
        // An unread one about this conversation already: it counts what is unread there now.
        () => ({ title, body: `${plural(count, 'new message')} from ${name}` }),
      );
      return;
    }
    case 'messages-read':
      await notifications.markSubjectRead(event.userId, 'message', connectionSubject(event.connectionId));
      return;
    case 'file-added': {
      // A conversation's file is told by its message; a request's or a quote's by the request's own notices.
      const file = await db('files').where({ id: event.fileId }).first('context', 'projectId', 'name');
      if (!file || file.context !== 'project' || !file.projectId) return;
      const projectId = Number(file.projectId);
      const audience = await projectFileAudience(db, projectId, event.uploaderId);
      if (!audience) return;
      const name = await nameOf(db, event.uploaderId);
      const base = { kind: 'file-shared' as const, actorId: event.uploaderId, title: `${name} shared ${preview(String(file.name), 120)}`, body: `In the project ${audience.name}` };
      if (audience.ownerId !== event.uploaderId) await notify({ ...base, userId: audience.ownerId, link: `/projects/${projectId}?tab=files` });
      for (const partnerId of audience.partnerIds) await notify({ ...base, userId: partnerId, link: `/projects/${projectId}/shared` });
      return;
    }
    case 'nda-signed': {
      const [name, project] = await Promise.all([nameOf(db, event.signerId), db('projects').where({ id: event.projectId }).first('name')]);
      await notify({
        userId: event.ownerId, kind: 'nda-signed', actorId: event.signerId, link: `/projects/${event.projectId}?tab=nda`,
        title: `${name} signed your NDA`, body: project ? `For the project ${String(project.name)}` : 'For one of your projects',
      });
      return;
    }
    case 'rfq-invited': {
      const [name, rfq] = await Promise.all([nameOf(db, event.buyerId), rfqTitle(db, event.rfqId)]);
      for (const supplierId of event.supplierIds) {
        await notify({ userId: supplierId, kind: 'rfq-invited', actorId: event.buyerId, link: `/rfqs/${event.rfqId}`, title: `${name} invited you to quote`, body: rfq.title });
      }
      return;
    }
    case 'rfq-changed': {
      const rfq = await rfqTitle(db, event.rfqId);
      const fields = event.fields.map((field) => RFQ_CHANGE_FIELD_LABELS[field] ?? field).join(', ');
      for (const supplierId of event.supplierIds) {
        await notify({ userId: supplierId, kind: 'rfq-changed', actorId: rfq.buyerId, link: `/rfqs/${event.rfqId}`, title: `A request you quote on changed: ${rfq.title}`, body: fields ? `Changed: ${fields}` : 'The buyer changed the request.' });
      }
      return;
    }
    case 'rfq-quote-submitted': {
      const [name, rfq] = await Promise.all([nameOf(db, event.supplierId), rfqTitle(db, event.rfqId)]);
      await notify({
        userId: event.buyerId, kind: 'rfq-quote', actorId: event.supplierId, link: `/rfqs/${event.rfqId}?tab=quotes`,
        title: event.version > 1 ? `${name} revised their quote` : `${name} sent a quote`, body: rfq.title,
      });
      return;
    }
    case 'rfq-question': {
      const rfq = await rfqTitle(db, event.rfqId);
      const question = await db('rfq_questions').where({ id: event.questionId }).first('question', 'answer', 'askerId');
      for (const userId of event.recipientIds) {
        if (event.action === 'asked') {
          await notify({ userId, kind: 'rfq-question', actorId: question?.askerId ?? null, link: `/rfqs/${event.rfqId}?tab=questions`, title: `New question on ${rfq.title}`, body: question ? preview(String(question.question)) : '' });
        } else {
          const own = question && Number(question.askerId) === userId;
          await notify({
            userId, kind: 'rfq-question', actorId: rfq.buyerId, link: `/rfqs/${event.rfqId}?tab=questions`,
            title: own ? `Your question on ${rfq.title} was answered` : `A question on ${rfq.title} was answered`, body: question?.answer ? preview(String(question.answer)) : '',
          });
        }
      }
      return;
    }
    case 'rfq-awarded': {
      const rfq = await rfqTitle(db, event.rfqId);
      for (const userId of event.awardedSupplierIds) {
        await notify({ userId, kind: 'rfq-decision', actorId: event.buyerId, link: `/rfqs/${event.rfqId}`, title: `You won ${rfq.title}`, body: 'The buyer awarded this request to you. They will be in touch in your conversation.' });
      }
      for (const userId of event.declinedSupplierIds) {
        const body = event.declinedReason ? `Thank you for your quote. Reason given: ${preview(event.declinedReason)}` : 'Thank you for your quote.';
        await notify({ userId, kind: 'rfq-decision', actorId: event.buyerId, link: `/rfqs/${event.rfqId}`, title: `${rfq.title} was awarded to another supplier`, body });
      }
      return;
    }
    case 'rfq-cancelled': {
      const rfq = await rfqTitle(db, event.rfqId);
      for (const userId of event.supplierIds) {
        await notify({ userId, kind: 'rfq-decision', actorId: rfq.buyerId, link: `/rfqs/${event.rfqId}`, title: `${rfq.title} was cancelled`, body: rfq.cancelReason ? preview(rfq.cancelReason) : 'The buyer cancelled this request.' });
      }
      return;
    }
    case 'rfq-deadline-soon': {
      const rfq = await rfqTitle(db, event.rfqId);
      const due = new Date(event.quoteDeadline);
      const when = Number.isNaN(due.getTime()) ? event.quoteDeadline : `${due.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
      for (const userId of event.supplierIds) {
        await notify({ userId, kind: 'rfq-deadline', actorId: null, link: `/rfqs/${event.rfqId}`, title: `Quotes for ${rfq.title} are due soon`, body: `The deadline is ${when}.` });
      }
      return;
    }
    case 'verification-decided': {
      const user = await db('users').where({ id: event.userId }).first('verificationNote');
      await notify(
        event.approved
          ? { userId: event.userId, kind: 'verification', link: '/profile?tab=account', title: 'Your verification was approved', body: 'Your profile now shows you as a verified professional.' }
          : {
            userId: event.userId, kind: 'verification', link: '/profile?tab=account', title: 'Your verification was not approved',
            body: `${user?.verificationNote ? `Reason: ${preview(String(user.verificationNote), 300)} ` : ''}You can send a new credential from your profile.`,
          },
      );
      return;
    }
    case 'report-resolved': {
      // What was reported and what the team decided, in the words the reporter's mail used to carry.
      const report = await db('reports').where({ id: event.reportId }).first('targetLabel', 'decision');
      const about = report?.targetLabel ? `Your report about "${preview(String(report.targetLabel), 120)}": ` : '';
      const outcome: Record<string, string> = {
        hide: 'we found that it breaks our Terms of Service and have hidden it from other members.',
        deactivate: 'we found that it breaks our Terms of Service and have deactivated the account responsible.',
      };
      const sentence = (text: string) => (about ? text : `${text.charAt(0).toUpperCase()}${text.slice(1)}`);
      await notify(
        event.actioned
          ? { userId: event.reporterId, kind: 'report-outcome', link: '/dashboard', title: 'We acted on your report', body: `${about}${sentence(outcome[String(report?.decision)] ?? 'we found that it breaks our rules and took action.')} Thank you.` }
          : { userId: event.reporterId, kind: 'report-outcome', link: '/dashboard', title: 'We reviewed your report', body: `${about}${sentence('we found no breach of our Terms of Service, so we have not taken action this time.')} Thank you for telling us.` },
      );
      return;
    }
    case 'listing-moderated': {
      const product = await db('products').where({ id: event.productId }).first('name', 'hiddenReason');
      const name = product ? String(product.name) : 'Your listing';
      await notify(
        event.hidden
          ? {
            userId: event.sellerId, kind: 'listing-moderated', link: '/profile?tab=listings', title: `Your listing ${name} was hidden`,
            body: `${product?.hiddenReason ? `Reason: ${preview(String(product.hiddenReason), 300)} ` : ''}Other members no longer see it; you still do. If you think this is a mistake, or once you have changed it, contact us.`,
          }
          : { userId: event.sellerId, kind: 'listing-moderated', link: `/marketplace/${event.productId}`, title: `Your listing ${name} is visible again`, body: 'It shows in the marketplace again.' },
      );
      return;
    }
    case 'billing-notice': {
      if (event.notice === 'trial-ending') {
        // Payments no longer mails this one itself: the member's channel for it decides.
        await notify({ userId: event.userId, kind: 'trial-ending', link: '/profile?tab=subscription', title: 'Your trial ends soon', body: `${event.detail}. Unless you cancel before then, the plan starts on that day and renews until you cancel.` });
        return;
      }
      // Receipts and failed renewals: payments mails them always; this is the bell's copy.
      const titles = { receipt: 'Payment received', 'renewal-failed': 'Your renewal payment failed' } as const;
      await notify({ userId: event.userId, kind: 'billing', link: '/profile?tab=subscription', title: titles[event.notice], body: event.detail });
      return;
    }
    default:
      return;
  }
}

/**
 * Notifications hear the events announced in this process only (`subscribeLocal`): with several processes
 * each change is told once. Returns the unsubscribe.
 */
export function subscribeNotifications(events: DomainEvents, db: Knex, notifications: Notify): () => void {
  return events.subscribeLocal((event) => notificationsFor(db, event, notifications));
}
