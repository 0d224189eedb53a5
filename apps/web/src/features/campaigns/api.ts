import { requestOf } from '@eval/contracts/call';
import type { CampaignTarget, CreateCampaignBody } from '@eval/contracts/campaigns';
import { campaignCalls } from '@eval/contracts/calls/campaigns';
import { mailTemplateCalls } from '@eval/contracts/calls/mail-templates';
import type { TemplateContent, TemplateKind } from '@eval/contracts/mail-templates';
import { defineEndpoints, type DataOf } from '../../lib/api';

/**
 * Reminder campaigns and mail templates (contracts/calls/campaigns.ts and
 * calls/mail-templates.ts).
 */
export const campaignsApi = defineEndpoints((build) => ({
  getCampaigns: build.query<DataOf<typeof campaignCalls.list>, { page: number; size: number }>({
    query: (query) => requestOf(campaignCalls.list, { query }),
    providesTags: ['Campaign'],
  }),
  previewCampaign: build.mutation<
    DataOf<typeof campaignCalls.preview>,
    CampaignTarget & { repeat?: boolean }
  >({
    query: (body) => requestOf(campaignCalls.preview, { body }),
  }),
  createCampaign: build.mutation<DataOf<typeof campaignCalls.create>, CreateCampaignBody>({
    query: (body) => requestOf(campaignCalls.create, { body }),
    invalidatesTags: ['Campaign', 'SentEmail'],
  }),
  cancelCampaign: build.mutation<DataOf<typeof campaignCalls.cancel>, number>({
    query: (id) => requestOf(campaignCalls.cancel, { params: { id: String(id) } }),
    invalidatesTags: ['Campaign', 'SentEmail'],
  }),
  retryCampaign: build.mutation<DataOf<typeof campaignCalls.retry>, number>({
    query: (id) => requestOf(campaignCalls.retry, { params: { id: String(id) } }),
    invalidatesTags: ['Campaign', 'SentEmail'],
  }),
  getMailTemplates: build.query<DataOf<typeof mailTemplateCalls.list>, undefined>({
    query: () => requestOf(mailTemplateCalls.list),
    providesTags: ['MailTemplate'],
  }),
  getMailTemplate: build.query<DataOf<typeof mailTemplateCalls.get>, number>({
    query: (id) => requestOf(mailTemplateCalls.get, { params: { id: String(id) } }),
    providesTags: ['MailTemplate'],
  }),
  saveMailTemplate: build.mutation<
    DataOf<typeof mailTemplateCalls.save>,
    { id: number; content: TemplateContent }
  >({
    query: ({ id, content }) =>
      requestOf(mailTemplateCalls.save, { params: { id: String(id) }, body: content }),
    invalidatesTags: ['MailTemplate'],
  }),
  restoreMailTemplate: build.mutation<
    DataOf<typeof mailTemplateCalls.restore>,
    { id: number; versionId: number }
  >({
    query: ({ id, versionId }) =>
      requestOf(mailTemplateCalls.restore, {
        params: { id: String(id), versionId: String(versionId) },
      }),
    invalidatesTags: ['MailTemplate'],
  }),
  previewMailTemplate: build.mutation<
    DataOf<typeof mailTemplateCalls.preview>,
    TemplateContent & { kind: TemplateKind }
  >({
    query: (body) => requestOf(mailTemplateCalls.preview, { body }),
  }),
}));

export const {
  useGetCampaignsQuery,
  usePreviewCampaignMutation,
  useCreateCampaignMutation,
  useCancelCampaignMutation,
  useRetryCampaignMutation,
  useGetMailTemplatesQuery,
  useGetMailTemplateQuery,
  useSaveMailTemplateMutation,
  useRestoreMailTemplateMutation,
  usePreviewMailTemplateMutation,
} = campaignsApi;
