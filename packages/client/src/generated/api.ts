/**
 * Generated from the quietzone server's OpenAPI document by test/support/generate-api-types.ts
 * (openapi-typescript). Do not edit: run `pnpm --filter @quietzone/client generate`.
 */

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Public. Answers while the process runs, whatever the database does (restart on failure). The body carries `status` and `version` at the top level (contract, System) and inside the usual `{ data, meta }` envelope.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Public. Runs `SELECT 1` on the database with a 2 s limit (route traffic here only on 200). Same body as /health.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys
         * @description Keys of the caller's workspace; org_admin keys may pass `workspace_id` of another workspace of their organization.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description The full key (`secret`) is in this response only. A key may grant at most its own role.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description An unknown, already revoked or out-of-reach key (another workspace's, for a key that is not org_admin) is 404 alike.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The calling key, its workspace and organization
         * @description The role and kind of the calling key are in `api_key`; `organization.limits` are the ones in force.
         */
        get: operations["getAccount"];
        put?: never;
        post?: never;
        /**
         * Delete the calling key's organization
         * @description Needs an org_admin secret key and the organization slug in `confirm`. Takes effect at once: every key of the organization answers 401 and its short links, images and resolver paths 404 (this process forgets its caches now; other processes within their 60 s cache). Every row of the organization is removed at `purge_after`, `ACCOUNT_PURGE_DAYS` (default 30) later. The audit entry is `organizations.delete`.
         */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization of the calling key
         * @description A single resource in `data` (a key belongs to exactly one organization); `limits` are the ones in force.
         */
        get: operations["getOrganization"];
        put?: never;
        /**
         * Create an organization
         * @description Needs an org_admin secret key. The new organization is on the free plan, gets workspace "Default" (slug `default`) and an org_admin key whose secret is in this response only.
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Usage against the plan limits
         * @description Computed live over all workspaces: scans of the current billing month (UTC calendar month) against max_scans_per_month, and active dynamic codes (not deleted, not archived, in a non-archived workspace) against max_dynamic_codes. Neither is blocked at the limit.
         */
        get: operations["getOrganizationUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Soft-delete the own organization
         * @description Workspaces, codes and keys are kept but no longer accessible: every key of the organization answers 401 from then on. The slug becomes free.
         */
        delete: operations["deleteOrganization"];
        options?: never;
        head?: never;
        /** Update the own organization */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/workspaces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's workspaces
         * @description Any key of the organization; archived workspaces only with `status=archived` or `status=all`.
         */
        get: operations["listWorkspaces"];
        put?: never;
        /**
         * Create a workspace
         * @description Needs an org_admin secret key. The organization may have at most max_workspaces non-archived workspaces (the higher of its stored limit and the plan baseline: free 1, pro 3, business 10, agency and enterprise unlimited); beyond that the answer is 403.
         */
        post: operations["createWorkspace"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspaces/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a workspace */
        get: operations["getWorkspace"];
        put?: never;
        post?: never;
        /**
         * Archive a workspace
         * @description Needs an org_admin secret key. The workspace's keys answer 401 from then on; its records stay. Not allowed on the caller's own workspace.
         */
        delete: operations["deleteWorkspace"];
        options?: never;
        head?: never;
        /**
         * Update a workspace
         * @description org_admin keys change any workspace of their organization, ws_admin keys only their own.
         */
        patch: operations["updateWorkspace"];
        trace?: never;
    };
    "/workspaces/{id}/domain/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the DNS record of the workspace's custom domain
         * @description Looks up the TXT record named in `domain.verification` now: when one of its strings is `domain.verification.value`, the domain is `verified` and from then on serves the workspace's short links, landing and password pages, images, public files and passports (and its codes' `short_url` and image URLs, and its passports' `digital_link`, are on `https://<domain>`); otherwise it stays `pending`, or is `failed` when it had been verified. Verified domains are checked again daily; one whose record has gone is `failed` (event `workspace.domain_failed`) and keeps serving for 72 hours from that check. org_admin keys check any workspace of their organization, ws_admin keys only their own.
         */
        post: operations["verifyWorkspaceDomain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/domains/allowed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a host name is a verified custom domain (for on-demand TLS)
         * @description Public, for the reverse proxy's on-demand TLS (Caddy's `ask`): 200 when `domain` is a custom domain that serves a workspace now, 404 for any other name. The answer says nothing else. At most 600 asks per client address and minute, counted per server process.
         */
        get: operations["isDomainAllowed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/audit-logs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List audit log entries
         * @description Entries of the calling key's workspace; org_admin keys see every entry of the organization (all workspaces and organization-level changes). Newest first.
         */
        get: operations["listAuditLogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's codes
         * @description Newest first; deleted codes are never listed. Only `limit`, `cursor`, `status` and `pending_approval` are read; other parameters are ignored.
         */
        get: operations["listCodes"];
        put?: never;
        /**
         * Create a code
         * @description Types url (default; dynamic by default), vcard, wifi, email, sms, location (always static). Emits `qr.created`. Destination and landing-page URLs are checked for safety: an unsafe one is 422. A static code must fit in a QR code at error correction M (2,331 bytes of encoded content): otherwise 422 on `url`, or on the longest content field of the type, with both lengths in the message.
         */
        post: operations["createCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create many codes
         * @description Items of type url, vcard or wifi, at most 10 (free), 500 (pro) or 1000 (business, agency, enterprise). URLs are checked synchronously for at most 50 url items; above that `skip_url_scan: true` is required and the URLs are checked later. A failing item (also one whose static content does not fit in a QR code at ECC M) is reported in `created` as `{ index, status: "failed", errors }` without failing the others.
         */
        post: operations["createCodesBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a code */
        get: operations["getCode"];
        put?: never;
        post?: never;
        /**
         * Delete a code
         * @description Soft delete: the code is archived (scans are kept) and is 404 everywhere from then on. Emits `qr.deleted` once.
         */
        delete: operations["deleteCode"];
        options?: never;
        head?: never;
        /**
         * Update a code
         * @description Applied on the newest state; after three lost races 409. Colors below 1.5:1 are 422 and nothing is stored; other contrast findings are reported in `meta.issues`. A styled design (`module_shape`, `finder_shape`, `finder_color`, `gradient`) is rendered and decoded by two decoders at its intended size and under simulated capture before it is stored: one that does not decode is 422 naming the failed conditions, a low margin a `scan_margin_low` issue. Setting a code live that is not re-checks every link it stores (destination, A/B target, landing links) first. Emits `qr.updated` when something changed. In a workspace with `approval_required`, a contributor's change to what a scan gets (url, A/B, rules, landing page, password, expiry and the other link controls, utm, status) waits in a revision (`meta.pending_revision`, `qr.approval_requested`) while the code keeps serving; title, tags, notes and colors apply at once. A draft's `status` is 422: it goes live when its revision is approved.
         */
        patch: operations["updateCode"];
        trace?: never;
    };
    "/codes/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a code's revisions
         * @description Newest first: the creation of a draft and held changes, pending or decided.
         */
        get: operations["listCodeRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/revisions/{revisionId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a revision
         * @description Applies the held change as a PATCH of the code would (links checked, caches dropped, `qr.updated`); the creation revision of a draft sets it live. Emits `qr.approved`. A change the code no longer accepts is refused as the PATCH would be, and the revision stays pending. A revision the code does not have is 404 too ("Revision not found.").
         */
        post: operations["approveCodeRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/revisions/{revisionId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reject a revision
         * @description Nothing of the change is applied; a rejected draft stays a draft (its next change asks for approval again). Emits `qr.rejected`. A revision the code does not have is 404 too ("Revision not found.").
         */
        post: operations["rejectCodeRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{code}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code image as SVG
         * @description Public. Colors follow query, then stored appearance, then default; the stored style (module and finder shapes, finder color, gradient) is always drawn, and a styled image is cached for 5 minutes. Codes that are draft, paused or archived still have images; deleted codes are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getCodeImageSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{code}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code image as PNG (alpha with bg=transparent)
         * @description Public. Colors follow query, then stored appearance, then default; the stored style (module and finder shapes, finder color, gradient) is always drawn, and a styled image is cached for 5 minutes. Codes that are draft, paused or archived still have images; deleted codes are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getCodeImagePng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{code}/qr.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code image as PDF
         * @description Public. Colors follow query, then stored appearance, then default; the stored style (module and finder shapes, finder color, gradient) is always drawn, and a styled image is cached for 5 minutes. Codes that are draft, paused or archived still have images; deleted codes are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getCodeImagePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{code}/qr.eps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code image as EPS
         * @description Public. Colors follow query, then stored appearance, then default; the stored style (module and finder shapes, finder color, gradient) is always drawn, and a styled image is cached for 5 minutes. Codes that are draft, paused or archived still have images; deleted codes are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getCodeImageEps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload or replace the logo of a code
         * @description multipart/form-data with the image in the field `file`: PNG, JPEG or WebP (detected from the bytes; SVG is rejected), at most 1 MB. Normalized to a transparent 512×512 PNG; all four image formats then embed it and use error correction H, so the code's content must fit at H (1,273 bytes of encoded content): otherwise 422 and nothing is stored. Emits `qr.updated`.
         */
        post: operations["uploadCodeLogo"];
        /**
         * Remove the logo of a code
         * @description Idempotent: 200 also when the code has no logo, and for concurrent calls. Emits `qr.updated` when a logo was removed.
         */
        delete: operations["deleteCodeLogo"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a code's comments
         * @description Any key of the workspace. Newest first; `resolved` filters.
         */
        get: operations["listCodeComments"];
        put?: never;
        /**
         * Comment on a code
         * @description contributor, ws_admin or org_admin secret keys. Comments made with an API key have `author_id: null`.
         */
        post: operations["createCodeComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a comment
         * @description ws_admin or org_admin secret keys; API keys may delete only unattributed (API-made) comments.
         */
        delete: operations["deleteCodeComment"];
        options?: never;
        head?: never;
        /**
         * Resolve, reopen or edit a comment
         * @description contributor, ws_admin or org_admin secret keys. The text of a comment written by a dashboard user (author_id set) can only be changed by its author: 403 here.
         */
        patch: operations["updateCodeComment"];
        trace?: never;
    };
    "/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's files
         * @description Uploaded attachments (logos stay with their code). Newest first.
         */
        get: operations["listFiles"];
        put?: never;
        /**
         * Upload a file
         * @description multipart/form-data: the bytes in `file` (at most 10 MB; PDF, PNG, JPEG, GIF, WebP or UTF-8 text, decided by the bytes), optional `visibility` (private by default), `code_id` (attach to a code: its landing page lists it when public) and `filename`. contributor, ws_admin or org_admin secret keys. In a workspace with `approval_required`, a contributor's public file on a code out of draft would show on its landing page unreviewed: 403 (upload it private, or attach it while the code is a draft).
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a file’s metadata */
        get: operations["getFile"];
        put?: never;
        post?: never;
        /**
         * Delete a file
         * @description ws_admin or org_admin secret keys. Its public URL answers 404 from then on.
         */
        delete: operations["deleteFile"];
        options?: never;
        head?: never;
        /**
         * Change visibility or name, attach to or detach from a code
         * @description In a workspace with `approval_required`, a contributor's change that a landing page would show — a public file attached to, renamed on, moved between or detached from codes out of draft, or made public or private there — is 403: files have no revisions to hold it; a ws_admin or org_admin makes it.
         */
        patch: operations["updateFile"];
        trace?: never;
    };
    "/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a file
         * @description Any visibility, with a key of the workspace.
         */
        get: operations["getFileContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the organization's members
         * @description Any key of the organization. Current (invited and active) members with their roles, newest first.
         */
        get: operations["listMembers"];
        put?: never;
        /**
         * Invite a member
         * @description org_admin secret keys. Creates a member with status invited; no e-mail is sent (no mail provider), as `meta.notice` says. At most max_members invited and active members (free 1, pro 3, business 10, agency 25, enterprise unlimited, or the higher stored limit): beyond that 403.
         */
        post: operations["inviteMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a member */
        get: operations["getMember"];
        put?: never;
        post?: never;
        /**
         * Remove a member
         * @description org_admin secret keys. Frees a seat; the address may be invited again.
         */
        delete: operations["removeMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plans and their limits
         * @description Public. Cheapest first; a null limit is unlimited.
         */
        get: operations["listBillingPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a plan checkout
         * @description Organization administrators only. Needs a payment provider, which this server does not have.
         */
        post: operations["createBillingCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open the billing portal
         * @description Organization administrators only. Needs a payment provider, which this server does not have.
         */
        get: operations["getBillingPortal"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhooks
         * @description Webhooks of the caller's workspace, newest first. The secret is never shown, only `secret_hint`.
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Create a webhook
         * @description The URL must be https, on port 443 or 1024 and above, and must not resolve to a private, loopback or link-local address (unless the server allows private networks). A workspace has at most max_webhooks_per_workspace webhooks (free 2, pro 10, business 25, agency and enterprise 100): beyond that 403. The secret is in this response only.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook
         * @description Pending deliveries are dropped.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Update a webhook
         * @description `secret` rotates the signing secret; `is_active: false` stops deliveries and drops pending ones; `true` resumes and resets `consecutive_failures`.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List delivery attempts
         * @description One entry per attempt, newest first. `next_cursor` is the id of the last entry; an unknown id gives the first page.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends `webhook.ping` now (one attempt, logged in the deliveries) and answers with the receiver's status code and response time.
         */
        post: operations["pingWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scan statistics of a code
         * @description Any key of the workspace. Window: `days` (1–365, default 30) ending today (UTC), or `from`/`to` (inclusive dates, at most 366 days). total_scans and unique_scanners count the window; scans_today the current UTC day. Bots are left out unless `include_bots=true`.
         */
        get: operations["getCodeStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a code's scans
         * @description Any key of the workspace. Newest first; bots included with `is_bot: true`. No address is stored or shown.
         */
        get: operations["listCodeScans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/scans.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a code's scans as CSV
         * @description Any key of the workspace. RFC 4180, UTF-8, CRLF, header row, streamed. Columns: id, scanned_at, country, device_type, os, browser, language, ab_variant, redirected_to, is_bot; every recorded scan (bots flagged), oldest first. Text starting with = + - @ gets a leading apostrophe (formula-injection guard).
         */
        get: operations["exportCodeScansCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/{id}/scans.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a code's scans as an Excel workbook
         * @description Any key of the workspace. One sheet "Scans" with a header row, streamed. Columns: id, scanned_at, country, device_type, os, browser, language, ab_variant, redirected_to, is_bot; every recorded scan (bots flagged), oldest first.
         */
        get: operations["exportCodeScansXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport QR code image (its GS1 Digital Link URI) as SVG
         * @description Public. Colors follow query, then default. Draft, published and archived passports all have images; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportImageSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport QR code image (its GS1 Digital Link URI) as PNG (alpha with bg=transparent)
         * @description Public. Colors follow query, then default. Draft, published and archived passports all have images; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportImagePng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/qr.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport QR code image (its GS1 Digital Link URI) as PDF
         * @description Public. Colors follow query, then default. Draft, published and archived passports all have images; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportImagePdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/qr.eps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport QR code image (its GS1 Digital Link URI) as EPS
         * @description Public. Colors follow query, then default. Draft, published and archived passports all have images; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportImageEps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/label.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport label: GS1 DataMatrix or rMQR as SVG
         * @description Public. The small-label symbol of a passport: `symbol=datamatrix` (default) or `rmqr`, carrying its GS1 Digital Link URI, or with `content=element-string` (Data Matrix only) its GS1 element string with FNC1 (read as `]d2`). `height_mm` (PDF and EPS) picks the size for a label of that height. Colors follow query, then default. Draft, published and archived passports all have labels; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportLabelSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/label.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport label: GS1 DataMatrix or rMQR as PNG (alpha with bg=transparent)
         * @description Public. The small-label symbol of a passport: `symbol=datamatrix` (default) or `rmqr`, carrying its GS1 Digital Link URI, or with `content=element-string` (Data Matrix only) its GS1 element string with FNC1 (read as `]d2`). `height_mm` (PDF and EPS) picks the size for a label of that height. Colors follow query, then default. Draft, published and archived passports all have labels; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportLabelPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/label.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport label: GS1 DataMatrix or rMQR as PDF
         * @description Public. The small-label symbol of a passport: `symbol=datamatrix` (default) or `rmqr`, carrying its GS1 Digital Link URI, or with `content=element-string` (Data Matrix only) its GS1 element string with FNC1 (read as `]d2`). `height_mm` (PDF and EPS) picks the size for a label of that height. Colors follow query, then default. Draft, published and archived passports all have labels; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportLabelPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/label.eps": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Passport label: GS1 DataMatrix or rMQR as EPS
         * @description Public. The small-label symbol of a passport: `symbol=datamatrix` (default) or `rmqr`, carrying its GS1 Digital Link URI, or with `content=element-string` (Data Matrix only) its GS1 element string with FNC1 (read as `]d2`). `height_mm` (PDF and EPS) picks the size for a label of that height. Colors follow query, then default. Draft, published and archived passports all have labels; deleted ones are 404. Invalid parameter values count as unset and never give an error. Only the true default image (black on white, ecc M, no logo) is `public, max-age=86400, immutable`; every other rendering `public, max-age=300`. Every response has a strong ETag; If-None-Match answers 304. Content too long for the asked `ecc` (or for H, which a logo forces) is drawn at the highest level that fits, without the logo when even H does not fit; each such change is named in `X-QR-Warning`, and the ETag is that of what is drawn (Cache-Control then `public, max-age=300`). A `symbol` the content does not fit is drawn as QR, with a warning too. An SVG or PNG edge never exceeds 4,096 px (the size range keeps every code below it).
         */
        get: operations["getPassportLabelEps"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the workspace's product passports
         * @description Newest first (created_at, id). Filters: `status`, `category`, `gtin` (GTIN-8, -12, -13 or -14; matched as the GTIN-14). A public `svc_pk_` key reads published passports only, without restricted attributes.
         */
        get: operations["listPassports"];
        put?: never;
        /**
         * Create a product passport
         * @description Created as draft (default) or published, never archived. gtin is normalized to the GTIN-14; the identity (gtin, lot, serial) is unique in the workspace. A GTIN belongs to the organization that first stores a passport of it on this instance (drafts included); a passport of it in another organization is 409. Document and link URLs are checked for safety as code destinations are. Counts against the plan limit `max_passports`. Emits `dpp.created`, and `dpp.published` when created published.
         */
        post: operations["createPassport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a passport create body
         * @description Judges a POST /dpp body without storing anything: `errors` are what POST would answer 422 with (missing required fields, 400 there, are listed too), `warnings` the failed warning checks, and `eu_compliance` the whole compliance answer for the body as sent.
         */
        post: operations["validatePassport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get a product passport
         * @description The current version, or with `version=N` version N as it was stored (every version is kept; a version it never had is 404 too). A public `svc_pk_` key reads published passports only, without restricted attributes.
         */
        get: operations["getPassport"];
        put?: never;
        post?: never;
        /**
         * Delete a draft passport
         * @description Only a draft is deleted (with its versions). A published or archived passport must stay available to the codes printed for it: 409, archive it instead.
         */
        delete: operations["deletePassport"];
        options?: never;
        head?: never;
        /**
         * Update a product passport
         * @description Every change is a new version (the previous ones stay readable). `manufacturer` and `attributes` merge key by key (null removes a key); lists replace. Status: draft → published → archived → published; never back to draft (422). gtin, lot and serial change only while a draft (422 after). Applied on the newest state; after three lost races 409. Emits `dpp.updated`, and `dpp.published` or `dpp.archived` on those transitions; a patch that changes nothing writes nothing.
         */
        patch: operations["updatePassport"];
        trace?: never;
    };
    "/dpp/{id}/validate-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Validate a passport update
         * @description Judges a PATCH /dpp/{id} body on the stored passport without storing anything: `errors` as PATCH would answer 422, the `changes` and `next_version` it would produce, and the compliance answer for the passport it would leave.
         */
        post: operations["validatePassportUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/eu-compliance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A passport's EU compliance
         * @description The category's checks (generic ESPR minimum for every category; battery: Regulation (EU) 2023/1542, from 2027-02-18): `status` compliant when every error check passes, `score` the whole percent of error checks passed, `missing` the fields of failed error checks. A public `svc_pk_` key reads published passports only, without restricted attributes.
         */
        get: operations["getPassportCompliance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import passports from CSV, XLSX or JSON
         * @description JSON `{ rows: [...] }` of create bodies, or multipart/form-data with the field `file`: CSV (RFC 4180, UTF-8 with or without BOM) or XLSX (its first sheet), a header row of dotted columns as in GET /dpp/import/templates/{category}. `mode=create` (default) creates every row; `mode=upsert` matches on gtin, lot and serial and merges a matched passport like PATCH (only the given columns), creating the others. `dry_run=true` judges every row and answers 200 with the counts it would produce, storing nothing. Body (JSON) or file at most 5,242,880 bytes. Rows per request by plan (max_dpp_import_rows: free 100, pro 1,000, business and agency 5,000, enterprise 10,000); more is 422 for the whole request. Each row is judged as POST /dpp (or PATCH) judges a body, link safety included; the valid rows are written in one transaction, each with its version, audit entry and events (dpp.created, dpp.updated, dpp.published …); a failing row never blocks the others. Rows beyond the plan limit max_passports fail one by one naming it, and so do rows of a GTIN another organization owns on this instance. `row` is the 1-based data row; errors name the dotted column (JSON: the body path).
         */
        post: operations["importPassports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/import/templates/{category}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download the import template of a category
         * @description The header row of the category's columns and one example row that imports cleanly with POST /dpp/import. Columns are dotted field names (`manufacturer.name`, `attributes.rated_capacity_ah`, `documents.1.type`, …); arrays are `;`-separated (`[]` is a list declared empty), materials `name:percent;name:percent`, numbers use `.`. The `category` column is prefilled. `format=csv` (default): RFC 4180, UTF-8, CRLF. `format=xlsx`: an Excel workbook (media type application/vnd.openxmlformats-officedocument.spreadsheetml.sheet) whose first sheet holds the rows and whose sheet "Columns" describes each column (required, recommended or optional; type; unit).
         */
        get: operations["getPassportImportTemplate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gs1/identifiers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's GS1 identifiers in use, or one identifier parsed
         * @description Without `uri` and `element_string`: a cursor list (newest passport first) with one entry per passport of the workspace, every status, narrowed by `gtin` (GTIN-8, -12, -13 or -14, matched as the GTIN-14). A public `svc_pk_` key lists published passports only. With `uri=` (a GS1 Digital Link URI on any host, or its path, uncompressed or compressed as `https://id.gs1.org/AQdJnd9bVg`) or `element_string=` (e.g. `(01)09506000134352(10)ABC`): that identifier parsed and answered in canonical form on this service (GTIN-14, Digital Link on PUBLIC_URL, element string); nothing is stored or looked up. A list entry carries `dpp_id` and `status`; a parsed identifier does not.
         */
        get: operations["listGs1Identifiers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dpp/{id}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resolver scan statistics of a passport
         * @description Readers of passports, as GET /dpp: a public `svc_pk_` key sees published passports only. The code statistics shape, for the resolver scans of this passport (GET, 200 or 307 answers). Window: `days` (1–365, default 30) ending today (UTC), or `from`/`to` (inclusive dates, at most 366 days). total_scans and unique_scanners count the window; scans_today the current UTC day. Bots are left out unless `include_bots=true`.
         */
        get: operations["getPassportStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/workspace/stats/dpp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The workspace's passport statistics
         * @description Readers of passports, as GET /dpp: a public `svc_pk_` key sees published passports only. Passports by status, by `eu_compliance.status` and by category (counts of every passport now, zeros included; total = the sum of each split), the resolver scans of the window per day, and the 10 passports with the most scans in the window (passports without scans left out). Window: `days` (1–365, default 30) ending today (UTC), or `from`/`to` (inclusive dates, at most 366 days). Bots are left out unless `include_bots=true`.
         */
        get: operations["getWorkspacePassportStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import codes from CSV or XLSX (our columns, a Bitly or a Shlink export)
         * @description multipart/form-data with the field `file`: CSV (RFC 4180, UTF-8 with or without BOM) or XLSX (its first sheet), at most 10,485,760 bytes (else 413). `dry_run` is a query parameter (a form field other than `file` is 400). In CSV a leading apostrophe before = + - @, tab, CR or another apostrophe is taken off (the formula guard of GET /codes.csv). The header row tells the format: the columns of GET /codes.csv (any subset, any order: `type`, `url`, `title`, `tags` `;`-separated, `notes`, `expires_at`, `is_dynamic`, the A/B and landing-page fields with `links` as a JSON array, the link controls `rules` (a JSON array of { when, url }), `max_scans` and `active_from`, the per-type fields, `short_code`, and `password`, which the export never writes: a row whose `has_password` is true fails naming `password` unless the file gives one, so a protected code never comes back open); a Bitly export (a "Long URL" or "Destination URL" column; title, tags, and the bitlink and created time kept in notes); or a Shlink web-client export (`createdAt,domain,shortCode,shortUrl,longUrl,title,tags,visits`; tags `|`-separated, shortCode kept as short_code). An appearance, color or logo column is 422 for the whole import (colors are set only by PATCH, the logo by its upload); so are unknown or repeated columns of our format, a file that is neither UTF-8 CSV nor XLSX, no data row, and more rows than the plan imports per request (max_code_import_rows: free 100, pro 5,000, business, agency and enterprise 10,000). Each row is judged as POST /codes judges a body, on its own: a failing row is reported in place and never blocks the others; the valid rows are created in one transaction, each with its audit entry and `qr.created`. Every URL goes through the local blocklist; the remote reputation check is queued for every URL (as skip_url_scan does). A `short_code` is kept when no code holds it (deleted ones included), else its row fails naming short_code — importing a file twice creates nothing twice. An import (not a dry run) takes an `Idempotency-Key` as POST /codes does: the same key with the same file (and form) within 24 h replays the first answer, whatever multipart boundary the retry draws.
         */
        post: operations["importCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the workspace's codes as CSV
         * @description Any key of the workspace. RFC 4180, UTF-8, CRLF, header row. Every code of the workspace that is not deleted, oldest first, streamed in keyset chunks, with the columns POST /codes/import reads: short_code, type, url, title, tags, notes, expires_at, is_dynamic, ab_enabled, ab_target_url_b, ab_weight_a, is_landing_page, links, rules, max_scans, active_from, has_password, utm_source, utm_medium, utm_campaign, utm_term, utm_content, vcard_first_name, vcard_last_name, vcard_organization, vcard_title, vcard_phone, vcard_email, vcard_url, vcard_address, wifi_ssid, wifi_password, wifi_encryption, wifi_hidden, email_to, email_subject, email_body, sms_phone, sms_message, location_lat, location_lng. Tags are `;`-joined, links and rules JSON arrays, booleans true/false, unset fields empty; the A/B, landing-page and link-control fields only on dynamic url codes. A password is stored as a hash, so it is never exported: `has_password` says a code has one, and importing such a row needs a `password` column (else the row fails naming password). Importing the file recreates the codes (each short_code kept where free). Text starting with = + - @, tab, CR or an apostrophe gets a leading apostrophe (formula-injection guard), which the import takes off again.
         */
        get: operations["exportCodesCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/codes.xlsx": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export the workspace's codes as an Excel workbook
         * @description Any key of the workspace. One sheet "Codes" with a header row. Every code of the workspace that is not deleted, oldest first, streamed in keyset chunks, with the columns POST /codes/import reads: short_code, type, url, title, tags, notes, expires_at, is_dynamic, ab_enabled, ab_target_url_b, ab_weight_a, is_landing_page, links, rules, max_scans, active_from, has_password, utm_source, utm_medium, utm_campaign, utm_term, utm_content, vcard_first_name, vcard_last_name, vcard_organization, vcard_title, vcard_phone, vcard_email, vcard_url, vcard_address, wifi_ssid, wifi_password, wifi_encryption, wifi_hidden, email_to, email_subject, email_body, sms_phone, sms_message, location_lat, location_lng. Tags are `;`-joined, links and rules JSON arrays, booleans true/false, unset fields empty; the A/B, landing-page and link-control fields only on dynamic url codes. A password is stored as a hash, so it is never exported: `has_password` says a code has one, and importing such a row needs a `password` column (else the row fails naming password). Importing the file recreates the codes (each short_code kept where free).
         */
        get: operations["exportCodesXlsx"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export codes as print files (one ZIP)
         * @description Queues an export of the codes given by `code_ids` (in that order) or matched by `filter` (every given tag, one of the given states; oldest first), chosen now. Without `sheet`: one file `<short_code>.<format>` per code and format, drawn with `options`, else each code's stored colors, else the defaults (no logos). With `sheet`: every code imposed on sheets in one vector PDF, `sheet.pdf` (formats must be ["pdf"]). The ZIP always holds `manifest.csv` (code_id, short_code, title, content, file, bytes, sha256, version, ecc, error, caption_warning, warning; a code that cannot be drawn is listed with its error, one deleted after the POST with `deleted`; caption_warning names the characters of a sheet caption that the embedded caption font, Noto Sans with Latin, Greek and Cyrillic, lacks and prints as blank space; warning names a PDF or EPS module too fine for the press: below 4 device pixels at `options.press_dpi`, or below 0.33 mm without it). Any role that reads codes may export (viewer and up); public keys may not: an export is a bulk read of the workspace, not something to ship in a web page. Codes per export by plan: ten times the batch size (free 100, pro 5,000, business, agency and enterprise 10,000). At most 5 exports per workspace may be queued or running at once (429 beyond). A background runner renders the job; runners take the workspaces in turn (the one served least recently first), so one workspace's queue does not hold up others. Poll GET /exports/{id}, or subscribe to `export.completed`. The result is kept 24 hours. Takes an optional `Idempotency-Key` (a UUID): a retry with the same key and body within 24 h replays the first answer and queues nothing.
         */
        post: operations["createExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export's status and progress
         * @description `status` queued → running → done (or failed, with `error`: a fixed sentence per kind of failure); `progress` counts the codes rendered (a done export with codes deleted meanwhile ends below its total). Once done, `download_url` serves the ZIP until `expires_at` (24 h later); after that the export is 410, and 404 once the retention job has deleted it.
         */
        get: operations["getExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exports/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download a finished export
         * @description The ZIP (application/zip), streamed from storage. 409 while the export is queued, running or failed; 410 once expired.
         */
        get: operations["downloadExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This API description
         * @description Public. The OpenAPI 3.1 document of every route the server serves, generated from the schemas it validates with.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            /** @description The calling key. */
            api_key: components["schemas"]["ApiKey"];
            organization: components["schemas"]["Organization"];
            workspace: components["schemas"]["Workspace"];
        };
        ApiKey: {
            /** @description Opaque identifier. */
            id: string;
            name: string;
            /**
             * @description secret (`svc_sk_…`) acts with its role; public (`svc_pk_…`) only reads, whatever its role.
             * @enum {string}
             */
            kind: "secret" | "public";
            /**
             * @description viewer reads; contributor also creates and edits; ws_admin manages the workspace; org_admin the organization.
             * @enum {string}
             */
            role: "viewer" | "contributor" | "ws_admin" | "org_admin";
            /** @description The first characters of the key (`svc_sk_` plus four), to recognize it; the full key is shown only once. */
            key_prefix: string;
            /** @description Opaque identifier. */
            organization_id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            expires_at: string | null;
            last_used_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /** @description Set by DELETE /api-keys/{id}; a revoked key no longer authenticates. */
            revoked_at: string | null;
        };
        AppearancePatch: {
            /** @description `#RRGGBB`; null resets to black. */
            foreground_color?: string | null;
            /** @description `#RRGGBB` or `transparent`; null resets to white. */
            background_color?: string | null;
            /** @description One of square, dots, rounded, classy, diamond, vertical-bars, horizontal-bars; null resets to square. */
            module_shape?: string | null;
            /** @description Replaces the stored finder shape whole; null resets to square. */
            finder_shape?: ({
                /** @description One of square, rounded, circle, leaf; default square. */
                outer?: string;
                /** @description One of square, rounded, circle, diamond; default square. */
                inner?: string;
            } & {
                [key: string]: unknown;
            }) | null;
            /** @description `#RRGGBB`; null draws the finders in the foreground again. */
            finder_color?: string | null;
            /** @description Replaces the stored gradient whole; null removes it. Each color is contrast-checked against the background. */
            gradient?: ({
                /** @description linear or radial. */
                type: string;
                /** @description Linear only: degrees clockwise from left-to-right, -360 to 360, default 0. */
                angle?: number | null;
                /** @description 2–4 colors `#RRGGBB`. */
                colors: string[];
            } & {
                [key: string]: unknown;
            }) | null;
        } & {
            [key: string]: unknown;
        };
        AuditLogEntry: {
            /** @description Opaque identifier. */
            id: string;
            /** @enum {string} */
            actor_type: "api_key" | "user" | "system";
            /** @description Id of the key or user; null for the service itself. */
            actor_id: string | null;
            /** @description `<resource>.<verb>`, such as `codes.create`. */
            action: string;
            /** @description Plural resource name, such as `codes` or `api_keys`. */
            resource_type: string;
            /** @description Id of the changed resource; null when the change concerns no single record. */
            resource_id: string | null;
            /** @description Changed fields as `{ field: [old, new] }`; old is null on create, new is null on delete. */
            changes: {
                [key: string]: [
                    unknown,
                    unknown
                ];
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
        };
        BatchCreateCodesRequest: {
            /** @description Code bodies (CreateCodeRequest) of type url, vcard or wifi; validated item by item. At most 10 (free), 500 (pro) or 1000 items. */
            items: {
                [key: string]: unknown;
            }[];
            /**
             * @description Skip the synchronous URL reputation check; required with more than 50 url items.
             * @default false
             */
            skip_url_scan?: boolean;
        };
        BatchCreateCodesResult: {
            /** @description One entry per item, in order. */
            created: components["schemas"]["BatchCreateResult"][];
            /** @description Number of items sent. */
            total: number;
            /** @description Number of items that failed. */
            failed: number;
        };
        BatchCreateResult: {
            /** @description Position of the item in `items`. */
            index: number;
            /** @constant */
            status: "created";
            /** @description Opaque identifier. */
            id: string;
            short_code: string;
            /** @description Absolute URL. */
            redirect_url: string;
            /** @description Absolute URL. */
            short_url: string;
        } | {
            index: number;
            /** @constant */
            status: "failed";
            /** @description Field paths are relative to the item. */
            errors: {
                field: string;
                message: string;
            }[];
        };
        BillingPlan: {
            /** @enum {string} */
            id: "free" | "pro" | "business" | "agency" | "enterprise";
            name: string;
            limits: components["schemas"]["PlanLimits"];
        };
        Code: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            /** @description Path segment of the short link. */
            short_code: string;
            /** @description Short link `{redirect_base_url}/<short_code>`. */
            short_url: string;
            /** @description Same as short_url. */
            redirect_url: string;
            /** @description Absolute URL. */
            image_svg_url: string;
            /** @description Absolute URL. */
            image_png_url: string;
            /** @description Absolute URL. */
            image_pdf_url: string;
            /** @description Absolute URL. */
            image_eps_url: string;
            /** @description The image routes again, by format. */
            images: {
                /** @description Absolute URL. */
                svg: string;
                /** @description Absolute URL. */
                png: string;
                /** @description Absolute URL. */
                pdf: string;
                /** @description Absolute URL. */
                eps: string;
            };
            /** @enum {string} */
            type: "url" | "vcard" | "wifi" | "email" | "sms" | "location";
            /** @description Destination of url codes; null for other types. */
            url: string | null;
            /** @description Same as url. */
            target_url: string | null;
            title: string | null;
            is_dynamic: boolean;
            /** @enum {string} */
            status: "draft" | "live" | "paused" | "archived" | "flagged";
            /** @description `unsafe_link` while the code is paused because the link re-check classified one of its links unsafe; null otherwise. A PATCH to `live` re-checks every link of the code first (unsafe: 422, reputation service unreachable: 503). */
            paused_reason: "unsafe_link" | null;
            total_scans: number;
            tags: string[];
            notes: string | null;
            expires_at: string | null;
            appearance: components["schemas"]["CodeAppearance"];
            /** @description Set when a logo exists. */
            logo_file_id: string | null;
            is_landing_page: boolean;
            links: {
                label: string;
                url: string;
            }[];
            ab_enabled: boolean;
            ab_target_url_b: string | null;
            /** @description Percent of scans sent to url when A/B is enabled. */
            ab_weight_a: number | null;
            /** @description Destination rules, first match wins; `[]` when none. */
            rules: components["schemas"]["StoredLinkRule"][];
            /** @description A scan must enter the password first; the password is never returned. */
            has_password: boolean;
            /** @description After the short link has handed out its destination this many times (bots included) it answers 410; null for no limit. */
            max_scans: number | null;
            /** @description Before this instant the short link answers 404 "not active yet"; null for always. */
            active_from: string | null;
            /** @description UTM parameters appended as `utm_<key>` to the destination of every redirect (A/B and rule destinations too, not landing-page links); a parameter the destination URL already carries is kept and not added again. Unset keys are null. */
            utm: components["schemas"]["Utm"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
        } & {
            [key: string]: unknown;
        };
        CodeAppearance: {
            /** @description `#RRGGBB`; null is the default black. */
            foreground_color: string | null;
            /** @description `#RRGGBB` or `transparent`; null is the default white. */
            background_color: string | null;
            /** @description How the dark modules are drawn; null is the default `square`. */
            module_shape: ("square" | "dots" | "rounded" | "classy" | "diamond" | "vertical-bars" | "horizontal-bars") | null;
            /** @description The finder patterns' ring and centre; null is square ones. */
            finder_shape: components["schemas"]["FinderShape"] | null;
            /** @description `#RRGGBB` of the finder patterns; null draws them in the foreground (or gradient). */
            finder_color: string | null;
            /** @description The modules' paint instead of `foreground_color`; null for none. */
            gradient: components["schemas"]["Gradient"] | null;
        };
        CodeImportResult: {
            /**
             * @description What the header row told: our columns, a Bitly export or a Shlink web-client export.
             * @enum {string}
             */
            format: "columns" | "bitly" | "shlink";
            dry_run: boolean;
            /** @description One entry per data row, in order. */
            created: components["schemas"]["CodeImportRowResult"][];
            /** @description Data rows in the file. */
            total: number;
            /** @description Rows that failed. */
            failed: number;
        };
        CodeImportRowResult: {
            /** @description Position of the row among the data rows, from 0 (as `index` in a batch). */
            index: number;
            /** @description The data row number in the file, from 1 below the header row. */
            row: number;
            /** @constant */
            status: "created";
            id: string;
            short_code: string;
            redirect_url: string;
            short_url: string;
        } | {
            /** @description Position of the row among the data rows, from 0 (as `index` in a batch). */
            index: number;
            /** @description The data row number in the file, from 1 below the header row. */
            row: number;
            /**
             * @description Dry run: the row would be created.
             * @constant
             */
            status: "valid";
            /** @description The short code it would keep; null: one is drawn. */
            short_code: string | null;
        } | {
            /** @description Position of the row among the data rows, from 0 (as `index` in a batch). */
            index: number;
            /** @description The data row number in the file, from 1 below the header row. */
            row: number;
            /** @constant */
            status: "failed";
            /** @description Fields name the creation field or column. */
            errors: {
                field: string;
                message: string;
            }[];
        };
        CodeImportUpload: {
            /**
             * Format: binary
             * @description The CSV or XLSX file (binary part), at most 10,485,760 bytes.
             */
            file: string;
        };
        CodeRevision: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            code_id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            /**
             * @description `create`: a new code waiting as a draft; `update`: a held change of a code that keeps serving its approved state.
             * @enum {string}
             */
            kind: "create" | "update";
            /**
             * @description `pending` until a ws_admin or org_admin approves (the change is applied) or rejects it (nothing changes).
             * @enum {string}
             */
            status: "pending" | "approved" | "rejected";
            /** @description What approval applies: the held fields as the PATCH sent them (`has_password` instead of a password: true to set one, false to remove it); `{ "status": "live" }` for a creation. */
            changes: {
                [key: string]: unknown;
            };
            requested_by: components["schemas"]["CodeRevisionActor"];
            decided_by: components["schemas"]["CodeRevisionActor"] | null;
            decided_at: string | null;
            /** @description The reviewer's note; null without one. */
            comment: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
        };
        CodeRevisionActor: {
            /** @enum {string} */
            type: "api_key" | "user" | "system";
            /** @description Id of the key or user; null for the service itself. */
            id: string | null;
        };
        Comment: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            code_id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            body: string;
            author_name: string | null;
            /** @description The dashboard user who wrote it; null for comments made with an API key (all comments of this API). */
            author_id: string | null;
            resolved: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
        };
        ComplianceCheck: {
            id: string;
            /** @description Dotted passport field, e.g. `attributes.weight_kg` or `documents.user_manual`. */
            field: string;
            /** @enum {string} */
            severity: "error" | "warning";
            passed: boolean;
            message: string;
        };
        ComplianceReport: {
            /** @enum {string} */
            category: "battery" | "textile" | "electronics" | "generic";
            regulation: string;
            /** @description When passports become mandatory for the category; null while no act sets a date. */
            applies_from: string | null;
            /**
             * @description compliant when every error check passes.
             * @enum {string}
             */
            status: "compliant" | "incomplete";
            /** @description ⌊100 × passed error checks / error checks⌋; 100 without error checks. */
            score: number;
            /** @description Fields of the failed error checks. */
            missing: string[];
            checks: components["schemas"]["ComplianceCheck"][];
        };
        ComplianceSummary: {
            /** @enum {string} */
            status: "compliant" | "incomplete";
            score: number;
            /** @enum {string} */
            category: "battery" | "textile" | "electronics" | "generic";
            missing_count: number;
        };
        ContrastIssue: {
            /** @enum {string} */
            code: "low_contrast" | "low_brightness_difference" | "inverted_colors" | "transparent_background" | "logo_low_contrast" | "scan_margin_low";
            /** @enum {string} */
            severity: "critical" | "warning";
            /** @description The color at fault (`appearance.foreground_color`, `appearance.background_color`, `appearance.finder_color`, `appearance.gradient.colors[1]`), or `appearance` for `scan_margin_low`. */
            field: string;
            message: string;
            hints?: {
                contrast_ratio: number;
                brightness_difference: number;
            } | string[];
        };
        CreateApiKeyRequest: {
            /** @description Label to recognize the key by, at most 255 characters. */
            name: string;
            /**
             * @description viewer reads; contributor also creates and edits; ws_admin manages the workspace; org_admin the organization.
             * @default viewer
             * @enum {string}
             */
            role?: "viewer" | "contributor" | "ws_admin" | "org_admin";
            /**
             * @description secret (`svc_sk_…`) acts with its role; public (`svc_pk_…`) only reads, whatever its role.
             * @default secret
             * @enum {string}
             */
            kind?: "secret" | "public";
            /** @description The key is rejected from this instant on; absent or null: never expires. */
            expires_at?: string | null;
            /** @description Workspace the key acts in; default: the calling key's workspace. Another workspace needs org_admin. */
            workspace_id?: string;
        };
        CreateCodeRequest: {
            /** @description Display title, at most 255 characters. */
            title?: string;
            /** @description At most 20 tags of 1 to 50 characters; duplicates are dropped. */
            tags?: string[];
            /** @description At most 2000 characters. */
            notes?: string;
            /**
             * Format: date-time
             * @description When the short link starts answering 410; must lie in the future.
             */
            expires_at?: string;
            /** @description Rejected with 422: colors are set only by PATCH /codes/{id}. */
            appearance?: unknown;
            /** @description Split scans between `url` and `ab_target_url_b`; dynamic url codes only. */
            ab_enabled?: boolean;
            /** @description Second destination of an A/B test; dynamic url codes only. */
            ab_target_url_b?: string;
            /** @description Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50. */
            ab_weight_a?: number;
            /** @description Show a hosted landing page instead of redirecting; dynamic url codes only. */
            is_landing_page?: boolean;
            /** @description External links of the landing page, 0 to 20; `[]` deletes all. */
            links?: components["schemas"]["LandingLink"][];
            /** @description Destination rules, at most 20, first match wins; scans no rule matches go to the A/B split or `url`. `[]` deletes them. Dynamic url codes only. */
            rules?: components["schemas"]["LinkRule"][];
            /** @description Password a visitor must enter before the redirect or landing page, 8 to 128 characters; stored as a hash, never returned (`has_password` shows it). */
            password?: string;
            /** @description After the short link has handed out its destination this many times (every GET that redirects or shows the landing page, bots included) it answers 410 like an expired code. */
            max_scans?: number;
            /**
             * Format: date-time
             * @description Before this instant the short link answers 404 "not active yet".
             */
            active_from?: string;
            /** @description UTM parameters appended to every redirect (A/B and rule destinations too) unless the URL already has one; any other key is 400. Dynamic url codes only. */
            utm?: components["schemas"]["UtmInput"];
            /**
             * @description Content type; default url.
             * @default url
             * @constant
             */
            type?: "url";
            /** @description Destination; required for type url (`target_url` is accepted as an alias). */
            url?: string;
            /** @description Alias of `url`. */
            target_url?: string;
            /**
             * @description Dynamic codes encode the short link, so the destination can change later. Default true.
             * @default true
             */
            is_dynamic?: boolean;
        } | {
            /** @description Display title, at most 255 characters. */
            title?: string;
            /** @description At most 20 tags of 1 to 50 characters; duplicates are dropped. */
            tags?: string[];
            /** @description At most 2000 characters. */
            notes?: string;
            /**
             * Format: date-time
             * @description When the short link starts answering 410; must lie in the future.
             */
            expires_at?: string;
            /** @description Rejected with 422: colors are set only by PATCH /codes/{id}. */
            appearance?: unknown;
            /** @description Split scans between `url` and `ab_target_url_b`; dynamic url codes only. */
            ab_enabled?: boolean;
            /** @description Second destination of an A/B test; dynamic url codes only. */
            ab_target_url_b?: string;
            /** @description Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50. */
            ab_weight_a?: number;
            /** @description Show a hosted landing page instead of redirecting; dynamic url codes only. */
            is_landing_page?: boolean;
            /** @description External links of the landing page, 0 to 20; `[]` deletes all. */
            links?: components["schemas"]["LandingLink"][];
            /** @description Destination rules, at most 20, first match wins; scans no rule matches go to the A/B split or `url`. `[]` deletes them. Dynamic url codes only. */
            rules?: components["schemas"]["LinkRule"][];
            /** @description Password a visitor must enter before the redirect or landing page, 8 to 128 characters; stored as a hash, never returned (`has_password` shows it). */
            password?: string;
            /** @description After the short link has handed out its destination this many times (every GET that redirects or shows the landing page, bots included) it answers 410 like an expired code. */
            max_scans?: number;
            /**
             * Format: date-time
             * @description Before this instant the short link answers 404 "not active yet".
             */
            active_from?: string;
            /** @description UTM parameters appended to every redirect (A/B and rule destinations too) unless the URL already has one; any other key is 400. Dynamic url codes only. */
            utm?: components["schemas"]["UtmInput"];
            /** @constant */
            type: "vcard";
            /**
             * @description Always false: only url codes can be dynamic.
             * @default false
             * @constant
             */
            is_dynamic?: false;
            vcard_first_name?: string;
            vcard_last_name?: string;
            vcard_organization?: string;
            vcard_title?: string;
            vcard_phone?: string;
            vcard_email?: string;
            vcard_url?: string;
            vcard_address?: string;
        } | {
            /** @description Display title, at most 255 characters. */
            title?: string;
            /** @description At most 20 tags of 1 to 50 characters; duplicates are dropped. */
            tags?: string[];
            /** @description At most 2000 characters. */
            notes?: string;
            /**
             * Format: date-time
             * @description When the short link starts answering 410; must lie in the future.
             */
            expires_at?: string;
            /** @description Rejected with 422: colors are set only by PATCH /codes/{id}. */
            appearance?: unknown;
            /** @description Split scans between `url` and `ab_target_url_b`; dynamic url codes only. */
            ab_enabled?: boolean;
            /** @description Second destination of an A/B test; dynamic url codes only. */
            ab_target_url_b?: string;
            /** @description Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50. */
            ab_weight_a?: number;
            /** @description Show a hosted landing page instead of redirecting; dynamic url codes only. */
            is_landing_page?: boolean;
            /** @description External links of the landing page, 0 to 20; `[]` deletes all. */
            links?: components["schemas"]["LandingLink"][];
            /** @description Destination rules, at most 20, first match wins; scans no rule matches go to the A/B split or `url`. `[]` deletes them. Dynamic url codes only. */
            rules?: components["schemas"]["LinkRule"][];
            /** @description Password a visitor must enter before the redirect or landing page, 8 to 128 characters; stored as a hash, never returned (`has_password` shows it). */
            password?: string;
            /** @description After the short link has handed out its destination this many times (every GET that redirects or shows the landing page, bots included) it answers 410 like an expired code. */
            max_scans?: number;
            /**
             * Format: date-time
             * @description Before this instant the short link answers 404 "not active yet".
             */
            active_from?: string;
            /** @description UTM parameters appended to every redirect (A/B and rule destinations too) unless the URL already has one; any other key is 400. Dynamic url codes only. */
            utm?: components["schemas"]["UtmInput"];
            /** @constant */
            type: "wifi";
            /**
             * @description Always false: only url codes can be dynamic.
             * @default false
             * @constant
             */
            is_dynamic?: false;
            /** @description Network name. */
            wifi_ssid: string;
            wifi_password?: string;
            /** @description WPA, WEP or nopass, any case; default WPA with a password, else nopass. */
            wifi_encryption?: string;
            wifi_hidden?: boolean;
        } | {
            /** @description Display title, at most 255 characters. */
            title?: string;
            /** @description At most 20 tags of 1 to 50 characters; duplicates are dropped. */
            tags?: string[];
            /** @description At most 2000 characters. */
            notes?: string;
            /**
             * Format: date-time
             * @description When the short link starts answering 410; must lie in the future.
             */
            expires_at?: string;
            /** @description Rejected with 422: colors are set only by PATCH /codes/{id}. */
            appearance?: unknown;
            /** @description Split scans between `url` and `ab_target_url_b`; dynamic url codes only. */
            ab_enabled?: boolean;
            /** @description Second destination of an A/B test; dynamic url codes only. */
            ab_target_url_b?: string;
            /** @description Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50. */
            ab_weight_a?: number;
            /** @description Show a hosted landing page instead of redirecting; dynamic url codes only. */
            is_landing_page?: boolean;
            /** @description External links of the landing page, 0 to 20; `[]` deletes all. */
            links?: components["schemas"]["LandingLink"][];
            /** @description Destination rules, at most 20, first match wins; scans no rule matches go to the A/B split or `url`. `[]` deletes them. Dynamic url codes only. */
            rules?: components["schemas"]["LinkRule"][];
            /** @description Password a visitor must enter before the redirect or landing page, 8 to 128 characters; stored as a hash, never returned (`has_password` shows it). */
            password?: string;
            /** @description After the short link has handed out its destination this many times (every GET that redirects or shows the landing page, bots included) it answers 410 like an expired code. */
            max_scans?: number;
            /**
             * Format: date-time
             * @description Before this instant the short link answers 404 "not active yet".
             */
            active_from?: string;
            /** @description UTM parameters appended to every redirect (A/B and rule destinations too) unless the URL already has one; any other key is 400. Dynamic url codes only. */
            utm?: components["schemas"]["UtmInput"];
            /** @constant */
            type: "email";
            /**
             * @description Always false: only url codes can be dynamic.
             * @default false
             * @constant
             */
            is_dynamic?: false;
            /**
             * Format: email
             * @description Recipient address.
             */
            email_to: string;
            email_subject?: string;
            email_body?: string;
        } | {
            /** @description Display title, at most 255 characters. */
            title?: string;
            /** @description At most 20 tags of 1 to 50 characters; duplicates are dropped. */
            tags?: string[];
            /** @description At most 2000 characters. */
            notes?: string;
            /**
             * Format: date-time
             * @description When the short link starts answering 410; must lie in the future.
             */
            expires_at?: string;
            /** @description Rejected with 422: colors are set only by PATCH /codes/{id}. */
            appearance?: unknown;
            /** @description Split scans between `url` and `ab_target_url_b`; dynamic url codes only. */
            ab_enabled?: boolean;
            /** @description Second destination of an A/B test; dynamic url codes only. */
            ab_target_url_b?: string;
            /** @description Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50. */
            ab_weight_a?: number;
            /** @description Show a hosted landing page instead of redirecting; dynamic url codes only. */
            is_landing_page?: boolean;
            /** @description External links of the landing page, 0 to 20; `[]` deletes all. */
            links?: components["schemas"]["LandingLink"][];
            /** @description Destination rules, at most 20, first match wins; scans no rule matches go to the A/B split or `url`. `[]` deletes them. Dynamic url codes only. */
            rules?: components["schemas"]["LinkRule"][];
            /** @description Password a visitor must enter before the redirect or landing page, 8 to 128 characters; stored as a hash, never returned (`has_password` shows it). */
            password?: string;
            /** @description After the short link has handed out its destination this many times (every GET that redirects or shows the landing page, bots included) it answers 410 like an expired code. */
            max_scans?: number;
            /**
             * Format: date-time
             * @description Before this instant the short link answers 404 "not active yet".
             */
            active_from?: string;
            /** @description UTM parameters appended to every redirect (A/B and rule destinations too) unless the URL already has one; any other key is 400. Dynamic url codes only. */
            utm?: components["schemas"]["UtmInput"];
            /** @constant */
            type: "sms";
            /**
             * @description Always false: only url codes can be dynamic.
             * @default false
             * @constant
             */
            is_dynamic?: false;
            /** @description Phone number: digits, an optional leading +. */
            sms_phone: string;
            sms_message?: string;
        } | {
            /** @description Display title, at most 255 characters. */
            title?: string;
            /** @description At most 20 tags of 1 to 50 characters; duplicates are dropped. */
            tags?: string[];
            /** @description At most 2000 characters. */
            notes?: string;
            /**
             * Format: date-time
             * @description When the short link starts answering 410; must lie in the future.
             */
            expires_at?: string;
            /** @description Rejected with 422: colors are set only by PATCH /codes/{id}. */
            appearance?: unknown;
            /** @description Split scans between `url` and `ab_target_url_b`; dynamic url codes only. */
            ab_enabled?: boolean;
            /** @description Second destination of an A/B test; dynamic url codes only. */
            ab_target_url_b?: string;
            /** @description Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50. */
            ab_weight_a?: number;
            /** @description Show a hosted landing page instead of redirecting; dynamic url codes only. */
            is_landing_page?: boolean;
            /** @description External links of the landing page, 0 to 20; `[]` deletes all. */
            links?: components["schemas"]["LandingLink"][];
            /** @description Destination rules, at most 20, first match wins; scans no rule matches go to the A/B split or `url`. `[]` deletes them. Dynamic url codes only. */
            rules?: components["schemas"]["LinkRule"][];
            /** @description Password a visitor must enter before the redirect or landing page, 8 to 128 characters; stored as a hash, never returned (`has_password` shows it). */
            password?: string;
            /** @description After the short link has handed out its destination this many times (every GET that redirects or shows the landing page, bots included) it answers 410 like an expired code. */
            max_scans?: number;
            /**
             * Format: date-time
             * @description Before this instant the short link answers 404 "not active yet".
             */
            active_from?: string;
            /** @description UTM parameters appended to every redirect (A/B and rule destinations too) unless the URL already has one; any other key is 400. Dynamic url codes only. */
            utm?: components["schemas"]["UtmInput"];
            /** @constant */
            type: "location";
            /**
             * @description Always false: only url codes can be dynamic.
             * @default false
             * @constant
             */
            is_dynamic?: false;
            /** @description Latitude in degrees, -90 to 90 (a number or a decimal string). */
            location_lat: number | string;
            /** @description Longitude in degrees, -180 to 180 (a number or a decimal string). */
            location_lng: number | string;
        };
        CreateCommentRequest: {
            /** @description The comment text, 1 to 5000 characters after trimming. */
            body: string;
            author_name?: string | null;
        };
        CreateExport: {
            /** @description The codes, in this order (ids of the workspace's codes). */
            code_ids?: string[];
            /** @description The workspace's codes matching all given conditions, oldest first. */
            filter?: {
                /** @description Codes carrying every one of these tags. */
                tags?: string[];
                /** @description Codes in one of these states. */
                status?: ("draft" | "live" | "paused" | "archived" | "flagged")[];
            };
            /** @description One file per code and format: svg, png, pdf, eps, any case. */
            formats: ("svg" | "png" | "pdf" | "eps")[];
            /** @description How every file is drawn. */
            options?: {
                /** @description Pixels (SVG, PNG) or points (EPS) per module, 2–20; default 4. */
                size?: number;
                /** @description Foreground, hex or a printer's inks `cmyk:C,M,Y,K` (whole percents, written as given in PDF and EPS); default the code's stored color, else black. */
                fg?: string;
                /** @description Background, hex, `cmyk:C,M,Y,K` or `transparent`; default the code's stored color, else white. */
                bg?: string;
                /**
                 * @description Error correction L, M, Q or H, any case; default M.
                 * @enum {string}
                 */
                ecc?: "L" | "M" | "Q" | "H";
                /** @description PDF and EPS: each module's edge, 0.25–5 mm. */
                module_mm?: number;
                /** @description PDF and EPS (and the sheet): the press's resolution. A module below 4 device pixels at it is named in manifest.csv's `warning` with the width error; without it, a module below 0.33 mm is. */
                press_dpi?: number;
                /**
                 * @description The PDF files (and the sheet) as PDF/X-1a:2001 or PDF/X-4, any case: output intent, TrimBox and BleedBox, Info, /ID; dated when the export was created. formats must include pdf.
                 * @enum {string}
                 */
                pdfx?: "x-1a" | "x-4";
                /**
                 * @description With pdfx: the press the files are made for, FOGRA39 (ISO Coated v2, the default) or CGATS21 (GRACoL 2013), any case.
                 * @enum {string}
                 */
                output_condition?: "FOGRA39" | "CGATS21";
            };
            /** @description Impose every code on sheets in one PDF instead of one file per code (formats must then be ["pdf"]). */
            sheet?: {
                /**
                 * @description The sheet: A4, A3, SRA3, Letter, Tabloid, any case (`a4` is A4).
                 * @enum {string}
                 */
                page: "A4" | "A3" | "SRA3" | "Letter" | "Tabloid";
                /** @description Each code's edge with its quiet zone, 5–400 mm. */
                symbol_mm: number;
                /** @description Space between codes, 0–100 mm. */
                gutter_mm?: number;
                /** @description Page margin, 0–100 mm. */
                margin_mm?: number;
                /**
                 * @description Under each code: its title (else its short code), its short code, or nothing (default).
                 * @enum {string}
                 */
                caption?: "name" | "short_code" | "none";
                /** @description Crop marks at every code's corners; default false. */
                crop_marks?: boolean;
            };
        };
        CreateOrganizationRequest: {
            /** @description Display name, at most 255 characters. */
            name: string;
            /** @description Unique across all organizations. 2 to 63 characters of a-z, 0-9 and hyphen, not starting or ending with a hyphen. */
            slug: string;
            /**
             * Format: email
             * @description Where invoices and billing notices go.
             */
            billing_email?: string;
        };
        CreatePassportRequest: {
            /** @description GTIN-8, -12, -13 or -14 with a valid check digit; stored and returned as the GTIN-14. */
            gtin: string;
            lot?: string | null;
            serial?: string | null;
            /**
             * @default generic
             * @enum {string}
             */
            category?: "battery" | "textile" | "electronics" | "generic";
            /**
             * @description draft (default, never resolves publicly) or published.
             * @default draft
             * @enum {string}
             */
            status?: "draft" | "published";
            /** @description Product name, 1 to 200 characters. */
            product_name: string;
            brand?: string | null;
            /** @description At most 5000 characters. */
            description?: string | null;
            manufacturer?: components["schemas"]["PassportManufacturer"] | null;
            /** @description Category fields (see GET /dpp/{id}/eu-compliance) and any of your own: text, numbers, booleans or lists of them; `materials` and `recycled_content` have their own shapes. */
            attributes?: {
                /** @description Substances of concern (ESPR Art. 7(5)); an empty list declares none. */
                substances_of_concern?: (string | number | boolean)[];
                /** @description Country of manufacture. */
                country_of_manufacture?: string;
                /** @description portable, lmt, industrial, ev or sli. */
                battery_category?: string;
                /** @description Battery chemistry, e.g. LiFePO4. */
                chemistry?: string;
                /** @description Rated capacity, Ah (> 0). */
                rated_capacity_ah?: number;
                /** @description Nominal voltage, V (> 0). */
                nominal_voltage_v?: number;
                /** @description Weight, kg (> 0). */
                weight_kg?: number;
                /** @description YYYY-MM or YYYY-MM-DD. */
                manufacture_date?: string;
                /** @description Place of manufacture. */
                manufacture_place?: string;
                /** @description Carbon footprint, kg CO2e per kWh (≥ 0). */
                carbon_footprint_kg_co2e_per_kwh?: number;
                /** @description Recycled share of each material in percent (0–100); at least one of cobalt, lithium, nickel, lead. */
                recycled_content?: {
                    cobalt?: number;
                    lithium?: number;
                    nickel?: number;
                    lead?: number;
                };
                /** @description Expected lifetime, charge cycles (whole number > 0). */
                expected_lifetime_cycles?: number;
                /** @description Materials and their shares, summing to 100 ± 0.5. */
                materials?: components["schemas"]["PassportMaterial"][];
                /** @description Care instructions. */
                care_instructions?: string | string[];
                /** @description Recycled content, percent (0–100). */
                recycled_content_percent?: number;
                /** @description Model identifier. */
                model_identifier?: string;
                /** @description Repairability score, 0–10. */
                repairability_score?: number;
                /** @description Years spare parts are available (whole number ≥ 0). */
                spare_parts_years?: number;
                /** @description Years of software updates (whole number ≥ 0). */
                software_update_years?: number;
                /** @description EPREL registration number, for energy-labelled products. */
                eprel_registration?: string | number;
            } & {
                [key: string]: (string | number | boolean) | (string | number | boolean)[];
            };
            /** @description Attribute names shown only through the authenticated API, never on the public page or JSON-LD (ESPR access rights). */
            restricted_fields?: string[];
            /** @description At most 50 documents. */
            documents?: components["schemas"]["PassportDocument"][];
            /** @description At most 50 resolver links. */
            links?: components["schemas"]["PassportLink"][];
        };
        CreateWebhookRequest: {
            /** @description Absolute https:// URL, at most 2048 characters. Unless the server allows private networks, it must not resolve to a loopback, private, link-local or otherwise non-public address. */
            url: string;
            /** @description Signing secret, 16 to 256 characters. X-SVC-Signature is keyed with its UTF-8 bytes; `webhook-signature` too, except for a Standard Webhooks secret `whsec_<padded base64>` (at least 16 key bytes), keyed with the decoded bytes as the Standard Webhooks libraries do. Returned only in the create response. */
            secret: string;
            /** @description Event types to receive; `*` for all. Default `["*"]`. */
            events?: ("*" | "qr.created" | "qr.updated" | "qr.deleted" | "qr.scanned" | "qr.flagged" | "scan.created" | "workspace.updated" | "webhook.ping" | "dpp.created" | "dpp.updated" | "dpp.published" | "dpp.archived" | "dpp.scanned" | "export.completed" | "qr.approval_requested" | "qr.approved" | "qr.rejected" | "workspace.domain_failed")[];
        };
        CreateWorkspaceRequest: {
            /** @description Display name, at most 255 characters. */
            name: string;
            /** @description Unique within the organization. 2 to 63 characters of a-z, 0-9 and hyphen, not starting or ending with a hyphen. */
            slug: string;
            /**
             * @description BCP 47 language tag such as `de` or `en-GB`.
             * @default de
             */
            default_locale?: string;
            /**
             * @description Enables the approval workflow.
             * @default false
             */
            approval_required?: boolean;
            /** @description Brand color, `#RRGGBB`; stored in upper case. */
            primary_color?: string;
            /** @description Host name for the workspace's short links, such as `qr.example.com`; stored in lower case, an internationalized name in its ASCII (punycode) form. Unique across the service (409). A new domain starts `pending` until POST /workspaces/{id}/domain/verify finds its DNS TXT record. */
            custom_domain?: string;
        };
        CreatedApiKey: {
            /** @description Opaque identifier. */
            id: string;
            name: string;
            /**
             * @description secret (`svc_sk_…`) acts with its role; public (`svc_pk_…`) only reads, whatever its role.
             * @enum {string}
             */
            kind: "secret" | "public";
            /**
             * @description viewer reads; contributor also creates and edits; ws_admin manages the workspace; org_admin the organization.
             * @enum {string}
             */
            role: "viewer" | "contributor" | "ws_admin" | "org_admin";
            /** @description The first characters of the key (`svc_sk_` plus four), to recognize it; the full key is shown only once. */
            key_prefix: string;
            /** @description Opaque identifier. */
            organization_id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            expires_at: string | null;
            last_used_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /** @description Set by DELETE /api-keys/{id}; a revoked key no longer authenticates. */
            revoked_at: string | null;
            /** @description The full key, for `Authorization: Bearer …`. Shown once; store it now. */
            secret: string;
        };
        CreatedOrganization: {
            /** @description Opaque identifier. */
            id: string;
            name: string;
            slug: string;
            billing_email: string | null;
            /** @enum {string} */
            plan: "free" | "pro" | "business" | "agency" | "enterprise";
            limits: components["schemas"]["OrganizationLimits"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
            /** @description Workspace "Default" (slug `default`), created with the organization. */
            default_workspace: components["schemas"]["Workspace"];
            /** @description The first org_admin secret key of the new organization, in its default workspace. */
            api_key: components["schemas"]["CreatedApiKey"];
        };
        CreatedWebhook: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            /** @description The https:// URL requests are sent to. */
            url: string;
            events: ("*" | "qr.created" | "qr.updated" | "qr.deleted" | "qr.scanned" | "qr.flagged" | "scan.created" | "workspace.updated" | "webhook.ping" | "dpp.created" | "dpp.updated" | "dpp.published" | "dpp.archived" | "dpp.scanned" | "export.completed" | "qr.approval_requested" | "qr.approved" | "qr.rejected" | "workspace.domain_failed")[];
            /** @description false: nothing is delivered (set by PATCH, or automatically after 10 consecutive failures). */
            is_active: boolean;
            /** @description Failed attempts since the last success. */
            consecutive_failures: number;
            /** @description Time of the last delivery attempt. */
            last_triggered_at: string | null;
            /** @description HTTP status of the last attempt; null before any, or when it got no response. */
            last_status_code: number | null;
            /** @description The first 4 characters of the secret and an ellipsis. */
            secret_hint: string;
            /** @description After a secret rotation: until this time requests also carry a Standard Webhooks signature made with the previous secret. null if never rotated. */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
            /** @description The signing secret as sent. Shown only here. */
            secret: string;
        };
        DecideCodeRevisionRequest: {
            /** @description The reviewer's note to the requester, at most 2000 characters. */
            comment?: string;
        };
        DeleteAccountRequest: {
            /** @description The organization slug, to confirm. */
            confirm: string;
        };
        DeletedAccount: {
            /** @description Opaque identifier. */
            organization_id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            deleted_at: string;
            /**
             * Format: date-time
             * @description When a job removes every row of the organization.
             */
            purge_after: string;
        };
        Export: {
            id: string;
            /** @enum {string} */
            status: "queued" | "running" | "done" | "failed";
            /** @description Codes rendered of the export's codes. */
            progress: {
                done: number;
                total: number;
            };
            /** @description Absolute URL of GET /v1/exports/{id}/download once done; null before. */
            download_url: string | null;
            /** @description When the result is deleted (24 h after it finished); null before. */
            expires_at: string | null;
            /** @description Why a failed export failed. */
            error: string | null;
            /** @description The ZIP's size once done. */
            size_bytes: number | null;
            created_at: string;
            completed_at: string | null;
        };
        FieldError: {
            /** @description Path of the offending field, dot-separated (`appearance.fg_color`). */
            field: string;
            message: string;
        };
        File: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            code_id: string | null;
            filename: string;
            /** @description Detected from the bytes (magic numbers), never taken from the client. */
            content_type: string;
            byte_size: number;
            /** @description Lowercase hex SHA-256 of the bytes; also the ETag. */
            sha256: string;
            /** @enum {string} */
            visibility: "private" | "public";
            /** @description Public address of the bytes; only for `visibility: public`, else null. */
            public_url: string | null;
            /** @description Authenticated download of the bytes ({base_url}/files/{id}/content). */
            content_url: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
        };
        FinderShape: {
            /**
             * @description The 7×7 ring.
             * @enum {string}
             */
            outer: "square" | "rounded" | "circle" | "leaf";
            /**
             * @description The 3×3 centre.
             * @enum {string}
             */
            inner: "square" | "rounded" | "circle" | "diamond";
        };
        Gradient: {
            /** @enum {string} */
            type: "linear" | "radial";
            /** @description Degrees clockwise from left-to-right (linear); null for radial. */
            angle: number | null;
            /** @description `#RRGGBB`, evenly spaced first to last. */
            colors: string[];
        };
        Gs1Identifier: {
            /** @description GTIN-14. */
            gtin: string;
            lot: string | null;
            serial: string | null;
            /** @description Canonical GS1 Digital Link URI on this service. */
            digital_link: string;
            element_string: string;
        };
        Gs1IdentifierInUse: {
            /** @description GTIN-14. */
            gtin: string;
            lot: string | null;
            serial: string | null;
            /** @description Canonical GS1 Digital Link URI on this service. */
            digital_link: string;
            element_string: string;
            /** @description Opaque identifier. */
            dpp_id: string;
            /** @enum {string} */
            status: "draft" | "published" | "archived";
        };
        Health: {
            /** @description `ok`: the process answers (liveness), or, on /health/ready, the database answers too. */
            status: string;
            /** @description Version of the server package. */
            version: string;
        };
        InviteMemberRequest: {
            /**
             * Format: email
             * @description E-mail address; unique among the current members (case-insensitive).
             */
            email: string;
            name?: string | null;
            /**
             * @description Role the member will have; default viewer.
             * @default viewer
             * @enum {string}
             */
            role?: "viewer" | "contributor" | "ws_admin" | "org_admin";
        };
        LandingLink: {
            label: string;
            /** @description Absolute http:// or https:// URL without a user name or password, at most 2048 characters. */
            url: string;
        };
        LinkRule: {
            /** @description Conditions of a rule; every given one must match. */
            when: components["schemas"]["RuleConditions"];
            /** @description Destination of scans this rule matches. */
            url: string;
        };
        ListMeta: {
            /** @description Echoes `X-Request-Id`, or the id generated for this request. */
            request_id: string;
            pagination: components["schemas"]["Pagination"];
        };
        Member: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            organization_id: string;
            email: string;
            name: string | null;
            /** @enum {string} */
            role: "viewer" | "contributor" | "ws_admin" | "org_admin";
            /**
             * @description invited until the person accepts in the dashboard; the API only invites.
             * @enum {string}
             */
            status: "invited" | "active";
            invited_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
        };
        Organization: {
            /** @description Opaque identifier. */
            id: string;
            name: string;
            slug: string;
            billing_email: string | null;
            /** @enum {string} */
            plan: "free" | "pro" | "business" | "agency" | "enterprise";
            limits: components["schemas"]["OrganizationLimits"];
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
        };
        /** @description Limits in force: the higher of the stored value and the plan baseline. */
        OrganizationLimits: {
            /** @description Workspaces; null is unlimited. */
            max_workspaces: number | null;
            /** @description Members; null is unlimited. */
            max_members: number | null;
            /** @description Active dynamic codes (reported, not enforced); null is unlimited. */
            max_dynamic_codes: number | null;
            /** @description Scans per billing month (reported, not enforced); null is unlimited. */
            max_scans_per_month: number | null;
            /** @description Items per POST /codes/batch; null is unlimited. */
            max_batch_size: number | null;
            /** @description Rows per POST /dpp/import; null is unlimited. */
            max_dpp_import_rows: number | null;
        };
        Pagination: {
            has_more: boolean;
            /** @description Cursor of the next page; null on the last page. */
            next_cursor: string | null;
            /** @description Number of items matching the query, over all pages. */
            total_count: number;
        };
        Passport: {
            /** @description `dpp_…` */
            id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            /** @description GTIN-14. */
            gtin: string;
            lot: string | null;
            serial: string | null;
            /**
             * @description model (gtin only), batch (with lot) or item (with serial).
             * @enum {string}
             */
            granularity: "model" | "batch" | "item";
            /** @enum {string} */
            category: "battery" | "textile" | "electronics" | "generic";
            /** @enum {string} */
            status: "draft" | "published" | "archived";
            product_name: string;
            brand: string | null;
            description: string | null;
            manufacturer: {
                name: string;
                address: string | null;
                country: string | null;
                operator_id: string | null;
                email: string | null;
                website: string | null;
            } | null;
            attributes: {
                [key: string]: unknown;
            };
            restricted_fields: string[];
            documents: {
                type: string;
                url: string;
                title: string | null;
                language: string | null;
            }[];
            links: {
                link_type: string;
                url: string;
                title: string | null;
                language: string | null;
                default: boolean;
            }[];
            version: number;
            eu_compliance: components["schemas"]["ComplianceSummary"];
            /** @description GS1 Digital Link URI `{PUBLIC_URL}/01/{gtin}[/10/{lot}][/21/{serial}]`, the content of the QR code. */
            digital_link: string;
            /** @description Human-readable element string, e.g. `(01)09506000134352(10)ABC(21)123`. */
            element_string: string;
            /** @description Absolute URL. */
            image_svg_url: string;
            /** @description Absolute URL. */
            image_png_url: string;
            /** @description Absolute URL. */
            image_pdf_url: string;
            /** @description Absolute URL. */
            image_eps_url: string;
            images: {
                /** @description Absolute URL. */
                svg: string;
                /** @description Absolute URL. */
                png: string;
                /** @description Absolute URL. */
                pdf: string;
                /** @description Absolute URL. */
                eps: string;
            };
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
            published_at: string | null;
        };
        PassportDocument: {
            /** @enum {string} */
            type: "declaration_of_conformity" | "user_manual" | "safety_data_sheet" | "repair_instructions" | "recycling_instructions" | "test_report" | "other";
            /** @description Absolute https:// URL without a user name or password, at most 2048 characters. */
            url: string;
            title?: string | null;
            language?: string | null;
        };
        PassportImportRequest: {
            /** @description Create bodies (CreatePassportRequest), validated row by row. Rows per request: free 100, pro 1,000, business and agency 5,000, enterprise 10,000. */
            rows: {
                [key: string]: unknown;
            }[];
        };
        PassportImportResult: {
            total: number;
            created: number;
            updated: number;
            failed: number;
            rows: components["schemas"]["PassportImportRow"][];
        };
        PassportImportRow: {
            /** @description 1-based data row (the header row of a CSV or XLSX file is not counted). */
            row: number;
            /** @enum {string} */
            status: "created" | "updated" | "failed";
            /** @description The passport created or updated (absent on a dry run and on failed rows). */
            id?: string;
            /** @description Why the row failed; fields are the dotted column names. */
            errors?: components["schemas"]["FieldError"][];
        };
        PassportImportUpload: {
            /**
             * Format: binary
             * @description The CSV or XLSX file (binary part), at most 5,242,880 bytes.
             */
            file: string;
        };
        PassportLink: {
            /** @description GS1 Web Vocabulary link type, `gs1:pip` or `https://gs1.org/voc/pip` (the `gs1:` prefix in any case); returned as `gs1:pip`. */
            link_type: string;
            /** @description Absolute http:// or https:// URL without a user name or password, at most 2048 characters. */
            url: string;
            title?: string | null;
            language?: string | null;
            /**
             * @description The default link of its link type (at most one per type).
             * @default false
             */
            default?: boolean;
        };
        PassportManufacturer: {
            /** @description Manufacturer name (required within manufacturer). */
            name: string;
            /** @description Postal address. */
            address?: string | null;
            country?: string | null;
            /** @description Unique operator identifier (ESPR Art. 12), e.g. an EORI number. */
            operator_id?: string | null;
            email?: string | null;
            website?: string | null;
        };
        PassportMaterial: {
            name: string;
            /** @description Share of the product by weight, percent. */
            share_percent: number;
        };
        PassportUpdateValidation: {
            valid: boolean;
            errors: components["schemas"]["FieldError"][];
            warnings: components["schemas"]["FieldError"][];
            /** @description `{ field: [old, new] }` as PATCH would report it. */
            changes: {
                [key: string]: [
                    unknown,
                    unknown
                ];
            };
            next_version: number;
            /** @description The compliance answer for the passport as the PATCH would leave it. */
            eu_compliance: components["schemas"]["ComplianceReport"];
        };
        PassportValidation: {
            valid: boolean;
            errors: components["schemas"]["FieldError"][];
            /** @description Failed warning checks of the compliance answer. */
            warnings: components["schemas"]["FieldError"][];
            /** @description The compliance answer for the body as sent, even when it is not valid. */
            eu_compliance: components["schemas"]["ComplianceReport"];
        };
        /** @description Baseline limits of the plan; null means unlimited. */
        PlanLimits: {
            max_workspaces: number | null;
            max_members: number | null;
            max_dynamic_codes: number | null;
            max_scans_per_month: number | null;
            max_batch_size: number | null;
            max_dpp_import_rows: number | null;
            max_code_import_rows: number | null;
            max_passports: number | null;
            max_webhooks_per_workspace: number | null;
            max_api_keys_per_workspace: number | null;
            max_created_organizations: number | null;
            max_file_bytes_per_workspace: number | null;
        };
        /** @description RFC 7807 problem document. */
        Problem: {
            /**
             * Format: uri
             * @description `{docs_url}/errors/<slug>`, the slug one of: `bad-request` (400), `authentication` (401), `forbidden` (403), `not-found` (404), `method-not-allowed` (405), `conflict` (409), `gone` (410), `payload-too-large` (413), `unsupported-media-type` (415), `validation-error` (422), `rate-limited` (429), `internal` (500), `not-implemented` (501), `unavailable` (503).
             */
            type: string;
            title: string;
            status: number;
            detail: string;
            /** @description The request path. */
            instance?: string;
            /** @description Field errors of a 422 (and of 400 validation failures). */
            errors?: components["schemas"]["FieldError"][];
        } & {
            [key: string]: unknown;
        };
        QueuedExport: {
            id: string;
            /** @constant */
            status: "queued";
        };
        ResponseMeta: {
            /** @description Echoes `X-Request-Id`, or the id generated for this request. */
            request_id: string;
        };
        RuleConditions: {
            /** @description Device classes: mobile, tablet, desktop. */
            device?: ("mobile" | "tablet" | "desktop")[];
            /** @description Operating systems: ios, android, windows, macos, linux. */
            os?: ("ios" | "android" | "windows" | "macos" | "linux")[];
            /** @description ISO 3166-1 alpha-2 codes of the country the scan comes from, e.g. `DE`. */
            country?: string[];
            /** @description Primary language subtags, e.g. `de`, matched against the visitor's most preferred language (Accept-Language). */
            language?: string[];
            /** @description Weekly window on the clock of `tz`: `from`–`to` on `days`. Give at least one of from, to, days. */
            time?: components["schemas"]["RuleTime"];
        };
        RuleTime: {
            /** @description Opening time of the window, `HH:MM` (24-hour) in `tz`, inclusive; default 00:00. */
            from?: string;
            /** @description Closing time of the window, `HH:MM` (24-hour, `24:00` = end of day) in `tz`, exclusive; default 24:00. */
            to?: string;
            /** @description Local week days the window is open (mon … sun); default every day. */
            days?: ("mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun")[];
            /** @description IANA time zone of `from`, `to` and `days`, e.g. `Europe/Berlin`; default UTC. */
            tz?: string;
        };
        Scan: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            code_id: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            scanned_at: string;
            /** @description ISO 3166-1 alpha-2 country code; `XX` when unknown (private or unmapped address, no header). */
            country: string;
            /** @enum {string} */
            device_type: "mobile" | "desktop" | "tablet" | "unknown";
            /** @description Operating system name, `unknown` when the user agent names none. */
            os: string;
            /** @description Browser name, `unknown` when the user agent names none. */
            browser: string;
            /** @description Primary tag of the preferred Accept-Language entry, e.g. `de`. */
            language: string | null;
            ab_variant: ("a" | "b") | null;
            /** @description Destination of the redirect; null when a page was served (landing or content page). */
            redirected_to: string | null;
            /** @description Index in the code's `rules` of the destination rule that chose the redirect; null when none did. */
            rule: number | null;
            /** @description A crawler or script by its user agent (isbot). Recorded, left out of statistics by default. */
            is_bot: boolean;
        };
        ScanStats: {
            /**
             * Format: date
             * @description First date of the window.
             */
            from: string;
            /**
             * Format: date
             * @description Last date of the window.
             */
            to: string;
            /** @description Scans in the window. */
            total_scans: number;
            /** @description Distinct visitors in the window, counted by a daily-salted hash of address and user agent: the same person on two days counts twice (no cross-day tracking). */
            unique_scanners: number;
            /** @description Scans of the current UTC day, whatever the window. */
            scans_today: number;
            /** @description Every date of the window, oldest first, zeros included. */
            by_day: {
                /**
                 * Format: date
                 * @description A UTC calendar date, YYYY-MM-DD.
                 */
                date: string;
                scans: number;
                unique: number;
            }[];
            by_country: {
                /** @description ISO 3166-1 alpha-2 country code; `XX` when unknown (private or unmapped address, no header). */
                country: string;
                scans: number;
            }[];
            by_device: {
                /** @enum {string} */
                device_type: "mobile" | "desktop" | "tablet" | "unknown";
                scans: number;
            }[];
            by_os: {
                os: string;
                scans: number;
            }[];
            by_browser: {
                browser: string;
                scans: number;
            }[];
        };
        StoredLinkRule: {
            /** @description device, os, country, language and/or time, as accepted by `RuleConditions`. */
            when: {
                [key: string]: unknown;
            };
            /** @description Absolute URL. */
            url: string;
        };
        UpdateCodeRequest: {
            /** @description New destination; url codes only (422 otherwise). */
            url?: string;
            /** @description Alias of `url`. */
            target_url?: string;
            title?: string | null;
            /**
             * @description live, paused or archived; an archived (not deleted) code may be set live again. Setting a code live re-checks every link it stores (destination, A/B target, landing links): an unsafe one is 422, an unreachable reputation service 503 with Retry-After; either way nothing changes.
             * @enum {string}
             */
            status?: "live" | "paused" | "archived";
            /** @description Replaces all tags. */
            tags?: string[];
            notes?: string | null;
            /** @description Date-time (past instants expire the code at once) or null for never. */
            expires_at?: string | null;
            /** @description Omitted keys keep their value, null resets one, `appearance: null` resets all; any other key is 400. A design with a style (shape, finder color, gradient) must pass the scan check: one that does not decode is 422, a low margin a `scan_margin_low` issue. */
            appearance?: components["schemas"]["AppearancePatch"] | null;
            /** @description Dynamic url codes only. */
            is_landing_page?: boolean;
            /** @description Replaces all links; dynamic url codes only. */
            links?: components["schemas"]["LandingLink"][];
            /** @description Dynamic url codes only; needs ab_target_url_b. */
            ab_enabled?: boolean;
            /** @description Dynamic url codes only. */
            ab_target_url_b?: string | null;
            /** @description Whole percent of scans (0 to 100) sent to `url`; the rest goes to `ab_target_url_b`. Default 50. */
            ab_weight_a?: number;
            /** @description Replaces all rules; `[]` deletes them. Dynamic url codes only. */
            rules?: components["schemas"]["LinkRule"][];
            /** @description New password; null removes it. Dynamic url codes only. */
            password?: string | null;
            /** @description null removes the limit. Dynamic url codes only. */
            max_scans?: number | null;
            /** @description null removes it. Dynamic url codes only. */
            active_from?: string | null;
            /** @description Omitted keys keep their value, null removes one, `utm: null` removes all; any other key is 400. Dynamic url codes only. */
            utm?: components["schemas"]["UtmInput"] | null;
        };
        UpdateCommentRequest: {
            /** @description The comment text, 1 to 5000 characters after trimming. */
            body?: string;
            resolved?: boolean;
            author_name?: string | null;
        };
        UpdateFileRequest: {
            /** @enum {string} */
            visibility?: "private" | "public";
            /** @description Attach to a code of the workspace; null detaches. */
            code_id?: string | null;
            /** @description Display name; path parts are dropped and control characters removed. */
            filename?: string;
        };
        UpdateOrganizationRequest: {
            /** @description Display name, at most 255 characters. */
            name?: string;
            /** @description Unique across all organizations. 2 to 63 characters of a-z, 0-9 and hyphen, not starting or ending with a hyphen. */
            slug?: string;
            /** @description null removes the billing address. */
            billing_email?: string | null;
        };
        UpdatePassportRequest: {
            /** @description Drafts only (422 once published). */
            gtin?: string;
            /** @description Drafts only; null removes it. */
            lot?: string | null;
            /** @description Drafts only; null removes it. */
            serial?: string | null;
            /** @enum {string} */
            category?: "battery" | "textile" | "electronics" | "generic";
            /**
             * @description draft → published → archived → published; never back to draft (422).
             * @enum {string}
             */
            status?: "draft" | "published" | "archived";
            /** @description Product name, 1 to 200 characters. */
            product_name?: string;
            brand?: string | null;
            description?: string | null;
            manufacturer?: {
                name?: string | null;
                /** @description Postal address. */
                address?: string | null;
                country?: string | null;
                /** @description Unique operator identifier (ESPR Art. 12), e.g. an EORI number. */
                operator_id?: string | null;
                email?: string | null;
                website?: string | null;
            } | null;
            attributes?: ({
                substances_of_concern?: (string | number | boolean)[] | null;
                country_of_manufacture?: string | null;
                battery_category?: string | null;
                chemistry?: string | null;
                rated_capacity_ah?: number | null;
                nominal_voltage_v?: number | null;
                weight_kg?: number | null;
                manufacture_date?: string | null;
                manufacture_place?: string | null;
                carbon_footprint_kg_co2e_per_kwh?: number | null;
                recycled_content?: {
                    cobalt?: number;
                    lithium?: number;
                    nickel?: number;
                    lead?: number;
                } | null;
                expected_lifetime_cycles?: number | null;
                materials?: components["schemas"]["PassportMaterial"][] | null;
                care_instructions?: (string | string[]) | null;
                recycled_content_percent?: number | null;
                model_identifier?: string | null;
                repairability_score?: number | null;
                spare_parts_years?: number | null;
                software_update_years?: number | null;
                eprel_registration?: (string | number) | null;
            } & {
                [key: string]: ((string | number | boolean) | (string | number | boolean)[]) | null;
            }) | null;
            /** @description Attribute names shown only through the authenticated API, never on the public page or JSON-LD (ESPR access rights). */
            restricted_fields?: string[];
            /** @description At most 50 documents. */
            documents?: components["schemas"]["PassportDocument"][];
            /** @description At most 50 resolver links. */
            links?: components["schemas"]["PassportLink"][];
        };
        UpdateWebhookRequest: {
            /** @description Absolute https:// URL, at most 2048 characters. Unless the server allows private networks, it must not resolve to a loopback, private, link-local or otherwise non-public address. */
            url?: string;
            /** @description Event types to receive; `*` for all. Default `["*"]`. */
            events?: ("*" | "qr.created" | "qr.updated" | "qr.deleted" | "qr.scanned" | "qr.flagged" | "scan.created" | "workspace.updated" | "webhook.ping" | "dpp.created" | "dpp.updated" | "dpp.published" | "dpp.archived" | "dpp.scanned" | "export.completed" | "qr.approval_requested" | "qr.approved" | "qr.rejected" | "workspace.domain_failed")[];
            /** @description false stops deliveries (pending ones are dropped); true resumes them and resets consecutive_failures. */
            is_active?: boolean;
            /** @description A new signing secret (rotation): every request from now on is signed with it; for 24 hours `webhook-signature` also carries a signature with the previous secret (`v1,<new> v1,<old>`). */
            secret?: string;
        };
        UpdateWorkspaceRequest: {
            /** @description Display name, at most 255 characters. */
            name?: string;
            /** @description Unique within the organization. 2 to 63 characters of a-z, 0-9 and hyphen, not starting or ending with a hyphen. */
            slug?: string;
            /** @description BCP 47 language tag such as `de` or `en-GB`. */
            default_locale?: string;
            /** @description Enables the approval workflow. */
            approval_required?: boolean;
            primary_color?: string | null;
            custom_domain?: string | null;
        };
        UploadFileRequest: {
            /**
             * @description `public` files get a public_url and may appear on landing pages.
             * @default private
             * @enum {string}
             */
            visibility?: "private" | "public";
            /** @description Attach the file to this code of the workspace (its landing page lists it when public). */
            code_id?: string;
            /** @description Overrides the name of the uploaded part. */
            filename?: string;
            /**
             * Format: binary
             * @description The file (binary part).
             */
            file: string;
        };
        Usage: {
            /** @description Scans of the current billing month against max_scans_per_month. */
            scans: {
                used: number;
                /** @description null: unlimited. */
                limit: number | null;
                /** @description Whole percent of the limit used, rounded down; above 100 when over the limit; null when unlimited. */
                usage_pct: number | null;
                /** @description 0 when at or over the limit; null when unlimited. */
                remaining: number | null;
                /** @description Billing month, `YYYY-MM` (UTC calendar month). */
                period: string;
                /**
                 * Format: date-time
                 * @description Start of the billing month.
                 */
                period_start: string;
            };
            /** @description Active dynamic codes against max_dynamic_codes. */
            dynamic_codes: {
                used: number;
                /** @description null: unlimited. */
                limit: number | null;
                /** @description Whole percent of the limit used, rounded down; above 100 when over the limit; null when unlimited. */
                usage_pct: number | null;
                /** @description 0 when at or over the limit; null when unlimited. */
                remaining: number | null;
            };
        };
        Utm: {
            source: string | null;
            medium: string | null;
            campaign: string | null;
            term: string | null;
            content: string | null;
        };
        UtmInput: {
            source?: string | null;
            medium?: string | null;
            campaign?: string | null;
            term?: string | null;
            content?: string | null;
        } & {
            [key: string]: unknown;
        };
        Webhook: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            workspace_id: string;
            /** @description The https:// URL requests are sent to. */
            url: string;
            events: ("*" | "qr.created" | "qr.updated" | "qr.deleted" | "qr.scanned" | "qr.flagged" | "scan.created" | "workspace.updated" | "webhook.ping" | "dpp.created" | "dpp.updated" | "dpp.published" | "dpp.archived" | "dpp.scanned" | "export.completed" | "qr.approval_requested" | "qr.approved" | "qr.rejected" | "workspace.domain_failed")[];
            /** @description false: nothing is delivered (set by PATCH, or automatically after 10 consecutive failures). */
            is_active: boolean;
            /** @description Failed attempts since the last success. */
            consecutive_failures: number;
            /** @description Time of the last delivery attempt. */
            last_triggered_at: string | null;
            /** @description HTTP status of the last attempt; null before any, or when it got no response. */
            last_status_code: number | null;
            /** @description The first 4 characters of the secret and an ellipsis. */
            secret_hint: string;
            /** @description After a secret rotation: until this time requests also carry a Standard Webhooks signature made with the previous secret. null if never rotated. */
            previous_secret_expires_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
        };
        WebhookDeliveryLogEntry: {
            /** @description Id of this log entry; pass it as `cursor` to read older entries. */
            id: string;
            /** @description The delivery (X-SVC-Delivery, webhook-id); the same on every attempt of one event. */
            delivery_id: string;
            /** @description The envelope `id`. */
            event_id: string;
            /**
             * @description The type in the envelope (for the alias scan.created: the name the webhook subscribed to).
             * @enum {string}
             */
            event_type: "qr.created" | "qr.updated" | "qr.deleted" | "qr.scanned" | "qr.flagged" | "scan.created" | "workspace.updated" | "webhook.ping" | "dpp.created" | "dpp.updated" | "dpp.published" | "dpp.archived" | "dpp.scanned" | "export.completed" | "qr.approval_requested" | "qr.approved" | "qr.rejected" | "workspace.domain_failed";
            /**
             * @description success (2xx); retrying: failed, another attempt is scheduled; failed: failed and it was the last attempt.
             * @enum {string}
             */
            status: "success" | "failed" | "retrying";
            /** @description HTTP status received; null on a time-out or network error. */
            status_code: number | null;
            response_time_ms: number;
            /** @description 1 to 3. */
            attempt: number;
            /** @description Why the attempt failed without a status (timeout, connection refused, blocked address…). */
            error: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
        };
        WebhookPingResult: {
            /** @description The receiver answered 2xx. */
            success: boolean;
            /** @description The receiver's HTTP status; null on a time-out or network error. */
            status_code: number | null;
            response_time_ms: number;
            /** @description The ping delivery, also listed in GET /webhooks/{id}/deliveries. */
            delivery_id: string;
            event_id: string;
            error: string | null;
        };
        Workspace: {
            /** @description Opaque identifier. */
            id: string;
            /** @description Opaque identifier. */
            organization_id: string;
            name: string;
            slug: string;
            default_locale: string;
            approval_required: boolean;
            primary_color: string | null;
            custom_domain: string | null;
            /** @description The custom domain and its verification; null without one. */
            domain: components["schemas"]["WorkspaceDomain"] | null;
            /**
             * @description archived after DELETE /workspaces/{id}.
             * @enum {string}
             */
            status: "active" | "archived";
            archived_at: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            created_at: string;
            /**
             * Format: date-time
             * @description ISO 8601 UTC timestamp, `YYYY-MM-DDTHH:MM:SS.sssZ`.
             */
            updated_at: string;
        };
        WorkspaceDomain: {
            /** @description The custom domain, lower case, ASCII (punycode). */
            name: string;
            /**
             * @description pending: not verified yet, not served; verified: served; failed: a check no longer finds the TXT record (a domain that was verified keeps being served for 72 hours from the first failed check).
             * @enum {string}
             */
            status: "pending" | "verified" | "failed";
            /** @description The DNS record that proves control of the domain. */
            verification: {
                /** @constant */
                type: "dns-txt";
                /** @description The DNS name of the TXT record: `_quietzone.<domain>`. */
                name: string;
                /** @description The value the TXT record must carry. */
                value: string;
            };
            /** @description The last check that found the record; null before the first. */
            verified_at: string | null;
        };
        WorkspacePassportStats: {
            passports: {
                total: number;
                draft: number;
                published: number;
                archived: number;
            };
            compliance: {
                compliant: number;
                incomplete: number;
            };
            by_category: {
                battery: number;
                textile: number;
                electronics: number;
                generic: number;
            };
            scans: {
                /** @description Resolver scans in the window. */
                total: number;
                /** @description Every date of the window, oldest first, zeros included. */
                days: {
                    /**
                     * Format: date
                     * @description A UTC calendar date, YYYY-MM-DD.
                     */
                    date: string;
                    scans: number;
                }[];
            };
            /** @description The 10 most scanned passports of the window. */
            top_passports: {
                /** @description Opaque identifier. */
                id: string;
                product_name: string;
                scans: number;
            }[];
        };
    };
    responses: never;
    parameters: {
        /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
        RequestId: string;
    };
    requestBodies: never;
    headers: {
        /** @description Echoes the request `X-Request-Id`, or the id generated for this request. */
        RequestId: string;
        /** @description The id of this request, with a problem document (a browser's HTML page has none). */
        ProblemRequestId: string;
        /** @description Requests allowed per minute for this API key. */
        RateLimitLimit: number;
        /** @description Requests left in the current window (0 on a 429). */
        RateLimitRemaining: number;
        /** @description When the window resets, in epoch seconds. */
        RateLimitReset: number;
        /** @description Seconds to wait before retrying. */
        RetryAfter: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process answers. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ok`: the process answers (liveness), or, on /health/ready, the database answers too. */
                        status: string;
                        /** @description Version of the server package. */
                        version: string;
                        data: components["schemas"]["Health"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answers: the service can serve requests. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `ok`: the process answers (liveness), or, on /health/ready, the database answers too. */
                        status: string;
                        /** @description Version of the server package. */
                        version: string;
                        data: components["schemas"]["Health"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is down, unreachable or slower than 2 s. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before asking again, 5. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description `true` also lists revoked keys. */
                include_revoked?: "true" | "false";
                /** @description Workspace whose keys to list; default: the calling key's workspace. Another workspace needs org_admin. */
                workspace_id?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of keys, newest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ApiKey"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Workspace not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateApiKeyRequest"];
            };
        };
        responses: {
            /** @description The key, with its secret shown once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedApiKey"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not create keys, or not of this role. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Workspace not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked; the key no longer authenticates. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not revoke this key. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description API key not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who is calling. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Account"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description Deleted; the purge is scheduled. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["DeletedAccount"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description No JSON body, or no `confirm`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description `confirm` is not the organization slug. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrganizationRequest"];
            };
        };
        responses: {
            /** @description The organization with its default workspace and first key. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedOrganization"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The slug is taken. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOrganizationUsage: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The usage figures. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Usage"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Organization not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateOrganizationRequest"];
            };
        };
        responses: {
            /** @description The updated organization. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Organization"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Organization not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The slug is taken. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWorkspaces: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description active (default): live workspaces; archived: archived ones only; all: both. */
                status?: "active" | "archived" | "all";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of workspaces, newest first. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workspace"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWorkspaceRequest"];
            };
        };
        responses: {
            /** @description The workspace. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workspace"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an org_admin secret key, or the plan limit on workspaces is reached. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The slug is used by another workspace of the organization (archived ones included). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace, archived or not. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workspace"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Workspace not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Archived. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Workspace not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The caller's own workspace, or already archived. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWorkspace: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWorkspaceRequest"];
            };
        };
        responses: {
            /** @description The updated workspace. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workspace"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not change this workspace. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Workspace not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The slug is used by another workspace, or the workspace is archived. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    verifyWorkspaceDomain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The workspace, with the outcome in `domain.status`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Workspace"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not change this workspace. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Workspace not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace has no custom_domain, or is archived. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    isDomainAllowed: {
        parameters: {
            query: {
                /** @description The host name a TLS handshake asks for. */
                domain: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A custom domain served here: a certificate may be obtained for it. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": unknown;
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a custom domain served here. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many asks from this address this minute. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listAuditLogs: {
        parameters: {
            query?: {
                /** @description Only entries about this kind of resource. */
                resource_type?: "codes" | "api_keys" | "webhooks" | "workspaces" | "organizations" | "passports";
                /** @description Only entries about this resource. */
                resource_id?: string;
                /** @description Exact action, such as `codes.create`. */
                action?: string;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description Page size, 1 to 100 (default 50). */
                limit?: number;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of entries. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AuditLogEntry"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCodes: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description Only codes in this state; without it every code that is not deleted. */
                status?: "live" | "paused" | "flagged" | "draft" | "archived";
                /** @description `true`: only codes with a revision waiting for approval (drafts included); `false`: only codes without one; absent: all. */
                pending_approval?: "true" | "false";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of codes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Code"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID. The same key with the same body within 24 h replays the first response; with another body, or while the first is in flight, 409. */
                "Idempotency-Key"?: string;
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCodeRequest"];
            };
        };
        responses: {
            /** @description The new code (status live; draft when a contributor creates it in a workspace that requires approval). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Code"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Idempotency-Key used with another request, or that request is still in flight. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields, content that cannot be encoded or does not fit in a QR code at ECC M, `appearance`, an unsafe URL. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCodesBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID. The same key with the same body within 24 h replays the first response; with another body, or while the first is in flight, 409. */
                "Idempotency-Key"?: string;
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BatchCreateCodesRequest"];
            };
        };
        responses: {
            /** @description One result per item, in order. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BatchCreateCodesResult"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Idempotency-Key used with another request, or that request is still in flight. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many items for the plan, more than 50 url items without skip_url_scan, or `appearance` in an item. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The code. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Code"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCode: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCodeRequest"];
            };
        };
        responses: {
            /** @description The code, and the contrast issues of its colors. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Code"];
                        meta: {
                            request_id: string;
                            /** @description Contrast issues of every color the resulting design draws, and `scan_margin_low` for a styled design with a low scan margin; empty when ok. */
                            issues: components["schemas"]["ContrastIssue"][];
                            /** @description Present when fields of the PATCH wait for approval (a contributor in a workspace that requires it): `data` still shows what the code serves. */
                            pending_revision?: components["schemas"]["CodeRevision"];
                        };
                    };
                };
            };
            /** @description Invalid JSON, or an unknown key inside `appearance` (or its `finder_shape` or `gradient`). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The code changed concurrently three times; reload and repeat. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields, url on a non-url code, dynamic-url-only fields on another code, a static code url that does not fit in a QR code (at ECC M; at H when the code has a logo), contrast below 1.5:1 (of any color the design draws), a styled design that fails the scan check, an unsafe URL (also a stored one when the code is set live). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The code was to be set live but the URL reputation service could not re-check its links; nothing changed. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before trying again, 30. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCodeRevisions: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description Only revisions in this state; without it all of them. */
                status?: "pending" | "approved" | "rejected";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of revisions. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CodeRevision"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    approveCodeRevision: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
                /** @description Id of the revision. */
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideCodeRevisionRequest"];
            };
        };
        responses: {
            /** @description The revision, decided. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CodeRevision"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The revision is no longer pending: it was approved or rejected already. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields, or a held change the code no longer accepts (an unsafe link). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The code was to be set live but the URL reputation service could not re-check its links; nothing changed. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before trying again, 30. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rejectCodeRevision: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
                /** @description Id of the revision. */
                revisionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DecideCodeRevisionRequest"];
            };
        };
        responses: {
            /** @description The revision, decided. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CodeRevision"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The revision is no longer pending: it was approved or rejected already. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCodeImageSvg: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The short code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The stored content of the code cannot be drawn at all: longer than a QR code holds even at ECC L, or not encodable (a row written before creation checked it). `errors` names the content field. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCodeImagePng: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The short code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The stored content of the code cannot be drawn at all: longer than a QR code holds even at ECC L, or not encodable (a row written before creation checked it). `errors` names the content field. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCodeImagePdf: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The short code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The stored content of the code cannot be drawn at all: longer than a QR code holds even at ECC L, or not encodable (a row written before creation checked it). `errors` names the content field. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCodeImageEps: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The short code. */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/postscript": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The stored content of the code cannot be drawn at all: longer than a QR code holds even at ECC L, or not encodable (a row written before creation checked it). `errors` names the content field. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadCodeLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": unknown;
            };
        };
        responses: {
            /** @description The updated code with `logo_file_id`. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Code"];
                        meta: {
                            request_id: string;
                            /** @description The stored colors re-checked with the new logo state (with a logo a warning becomes critical), and for a styled code `scan_margin_low` when the design with its logo scans with a low margin. */
                            issues: components["schemas"]["ContrastIssue"][];
                        };
                    };
                };
            };
            /** @description No `file` field, or a malformed multipart body. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another request changed the logo (or the design) at the same moment; nothing was changed. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The file is larger than 1 MB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not a readable PNG, JPEG or WebP image, the code's content does not fit in a QR code at ECC H (the level a logo forces), or a styled code whose design with this logo fails the scan check; nothing is stored. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCodeLogo: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The updated code, without a logo. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Code"];
                        meta: {
                            request_id: string;
                            /** @description The stored colors re-checked with the new logo state (with a logo a warning becomes critical), and for a styled code `scan_margin_low` when the design with its logo scans with a low margin. */
                            issues: components["schemas"]["ContrastIssue"][];
                        };
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Another request uploaded a logo at the same moment. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCodeComments: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description `true`: only resolved comments; `false`: only open ones; absent: all. */
                resolved?: "true" | "false";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of comments. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Comment"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createCodeComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCommentRequest"];
            };
        };
        responses: {
            /** @description The comment. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Comment"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteCodeComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
                /** @description Id of the comment. */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not ws_admin or org_admin, or the comment is attributed to a dashboard user. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. Or: Comment not found. (Also a second DELETE.) */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateCodeComment: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
                /** @description Id of the comment. */
                commentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCommentRequest"];
            };
        };
        responses: {
            /** @description The comment. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Comment"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A viewer or public key, or an edit of an attributed comment’s text. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. Or: Comment not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listFiles: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description Only files attached to this code. */
                code_id?: string;
                visibility?: "private" | "public";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of files. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["File"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["UploadFileRequest"];
            };
        };
        responses: {
            /** @description The file. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["File"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description No `file` field, or a malformed multipart body. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Larger than 10 MB. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not multipart/form-data. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Unsupported type, invalid fields, or code_id names no code of the workspace. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["File"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description File not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description File not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateFile: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateFileRequest"];
            };
        };
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["File"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description File not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields, or code_id names no code of the workspace. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getFileContent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The bytes, with their detected Content-Type, Content-Disposition (inline for images and PDF, attachment otherwise), X-Content-Type-Options: nosniff and a strong ETag (the SHA-256). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "*/*": unknown;
                };
            };
            /** @description If-None-Match matched the ETag. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description File not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listMembers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description Only members in this state. */
                status?: "invited" | "active";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of members. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    inviteMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InviteMemberRequest"];
            };
        };
        responses: {
            /** @description The invited member. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"];
                        meta: {
                            /** @description Echoes `X-Request-Id`, or the id generated for this request. */
                            request_id: string;
                            /** @description No invitation e-mail was sent. */
                            notice: string;
                        };
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not an org_admin secret key, or the plan limit on members is reached. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The address is already a current member. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The member. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Member"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Member not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    removeMember: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Member not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listBillingPlans: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every plan. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["BillingPlan"][];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createBillingCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reserved for a payment provider integration (the provider page to open); this server has none and always answers 501 to org_admin keys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: uri
                             * @description The payment provider's page to send the user to.
                             */
                            url: string;
                        };
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description org_admin keys: no payment provider is configured on this server (problem type not-implemented). */
            501: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getBillingPortal: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Reserved for a payment provider integration (the provider page to open); this server has none and always answers 501 to org_admin keys. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            /**
                             * Format: uri
                             * @description The payment provider's page to send the user to.
                             */
                            url: string;
                        };
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description org_admin keys: no payment provider is configured on this server (problem type not-implemented). */
            501: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description All webhooks of the workspace. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateWebhookRequest"];
            };
        };
        responses: {
            /** @description The webhook, with its secret shown once. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CreatedWebhook"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Invalid JSON or missing url/secret. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The role may not manage webhooks (ws_admin and org_admin may), or the workspace has as many webhooks as its plan allows. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not https, a port under 1024 other than 443, a non-public address, a secret under 16 characters, or an unknown event type. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Webhook not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Webhook not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateWebhookRequest"];
            };
        };
        responses: {
            /** @description The updated webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Webhook not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Id of the last entry of the previous page (`next_cursor`); an unknown id gives the first page. */
                cursor?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the delivery log. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDeliveryLogEntry"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description limit out of range. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Webhook not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    pingWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What the receiver answered; `success` false on a status of 300 or more, a time-out or a network error. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookPingResult"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Webhook not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getCodeStats: {
        parameters: {
            query?: {
                /** @description Window of this many days ending today (UTC), 1 to 365; default 30. Not with from/to. */
                days?: number;
                /** @description First date of the window (inclusive). With to: at most 366 days; alone: up to today. */
                from?: string;
                /** @description Last date of the window (inclusive); alone: the 30 days ending there. */
                to?: string;
                /** @description `true` counts scans flagged as bots too; by default they are left out. */
                include_bots?: "true" | "false";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScanStats"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Invalid window: days with from/to, from after to, a span over 366 days, days outside 1–365, or not a date. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listCodeScans: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of scans. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Scan"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description Invalid limit or cursor. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCodeScansCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    /** @description attachment; filename="scans-<short_code>.<ext>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCodeScansXlsx: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the code. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XLSX file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    /** @description attachment; filename="scans-<short_code>.<ext>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Code not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportImageSvg: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportImagePng: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportImagePdf: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportImageEps: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description The symbol: `qr` (default), `microqr` (Micro QR, ecc L/M/Q), `rmqr` (rectangular Micro QR, ecc M/H: L draws M, Q draws H) or `datamatrix` (ECC 200, fixed error correction), any case. Each has its standard quiet zone (4, 2, 2, 1 modules). Content the symbol cannot hold is drawn as QR, named in `X-QR-Warning`; a logo is drawn only on QR. Invalid values count as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/postscript": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportLabelSvg: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description `datamatrix` (default) or `rmqr`, any case; anything else counts as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
                /** @description `digital-link` (default) or `element-string` (Data Matrix only: `(01)…(10)…(21)…` encoded as GS1 DataMatrix with FNC1); anything else counts as unset. */
                content?: string;
                /** @description PDF and EPS only: the label height in millimetres with the quiet zone, a plain decimal (e.g. `10`). With `module_mm`, the narrowest size whose height fits; without, the narrowest size filling the height (modules 0.25 to 5 mm). No size fits: drawn as QR with a warning. Invalid values count as unset. */
                height_mm?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportLabelPng: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description `datamatrix` (default) or `rmqr`, any case; anything else counts as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
                /** @description `digital-link` (default) or `element-string` (Data Matrix only: `(01)…(10)…(21)…` encoded as GS1 DataMatrix with FNC1); anything else counts as unset. */
                content?: string;
                /** @description PDF and EPS only: the label height in millimetres with the quiet zone, a plain decimal (e.g. `10`). With `module_mm`, the narrowest size whose height fits; without, the narrowest size filling the height (modules 0.25 to 5 mm). No size fits: drawn as QR with a warning. Invalid values count as unset. */
                height_mm?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportLabelPdf: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description `datamatrix` (default) or `rmqr`, any case; anything else counts as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
                /** @description `digital-link` (default) or `element-string` (Data Matrix only: `(01)…(10)…(21)…` encoded as GS1 DataMatrix with FNC1); anything else counts as unset. */
                content?: string;
                /** @description PDF and EPS only: the label height in millimetres with the quiet zone, a plain decimal (e.g. `10`). With `module_mm`, the narrowest size whose height fits; without, the narrowest size filling the height (modules 0.25 to 5 mm). No size fits: drawn as QR with a warning. Invalid values count as unset. */
                height_mm?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportLabelEps: {
        parameters: {
            query?: {
                /** @description Module size: an integer 2 to 20 (pixels for SVG/PNG, points for EPS); default 4. PDF ignores it (1 mm modules, or `module_mm`); EPS uses `module_mm` instead when given. Invalid values count as unset. */
                size?: string;
                /** @description PDF only: `square` (default, the code with its quiet zone) or `a4`, any case. */
                format?: string;
                /** @description Foreground: hex RRGGBB or RGB, `#` optional (as %23), any case; or a printer's inks `cmyk:C,M,Y,K` in whole percents (`cmyk:100,66,0,2`), which PDF and EPS write as given and SVG and PNG show as 255 × (1 − ink) × (1 − K) per channel. Default: the stored color, else 000000. */
                fg?: string;
                /** @description Background: hex or `cmyk:C,M,Y,K` as fg, or `transparent`. Default: the stored color, else ffffff. */
                bg?: string;
                /** @description Error correction L, M, Q or H, any case; default M. A logo always forces H. */
                ecc?: string;
                /** @description `datamatrix` (default) or `rmqr`, any case; anything else counts as unset. */
                symbol?: string;
                /** @description PDF and EPS only: the module edge in millimetres, a plain decimal 0.25 to 5 (e.g. `0.5`); the page or bounding box is (modules + 8) × module_mm. Unset: PDF 1 mm, EPS `size` points. Ignored by SVG and PNG; invalid values count as unset. */
                module_mm?: string;
                /** @description PDF only: `x-1a` (PDF/X-1a:2001) or `x-4` (PDF/X-4), any case: an output intent, TrimBox and BleedBox, Info with `/Trapped /False`, a trailer `/ID` (and XMP for X-4), dated 1970-01-01 so the bytes stay the same. A code's logo is not drawn into a PDF/X file (named in `X-QR-Warning`). Invalid values count as unset. */
                pdfx?: string;
                /** @description PDF and EPS only: the press's resolution, an integer 72 to 10000. A module below 4 device pixels at it is named in `X-QR-Warning` with the width error; without it, a module below 0.33 mm is. The file is the same. Invalid values count as unset. */
                press_dpi?: string;
                /** @description With `pdfx`: `FOGRA39` (ISO Coated v2, default) or `CGATS21` (GRACoL 2013), any case. Invalid values count as unset. */
                output_condition?: string;
                /** @description `digital-link` (default) or `element-string` (Data Matrix only: `(01)…(10)…(21)…` encoded as GS1 DataMatrix with FNC1); anything else counts as unset. */
                content?: string;
                /** @description PDF and EPS only: the label height in millimetres with the quiet zone, a plain decimal (e.g. `10`). With `module_mm`, the narrowest size whose height fits; without, the narrowest size filling the height (modules 0.25 to 5 mm). No size fits: drawn as QR with a warning. Invalid values count as unset. */
                height_mm?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description The passport id (`dpp_…`). */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Strong validator of the exact bytes. */
                    ETag?: string;
                    /** @description `public, max-age=86400, immutable` for the default image, else `public, max-age=300`. */
                    "Cache-Control"?: string;
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/postscript": unknown;
                };
            };
            /** @description Not modified (If-None-Match matched the ETag). */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Present only when the image differs from what was asked, or a PDF or EPS module is too fine for the press: a comma-separated list of short plain-ASCII notes, e.g. `logo dropped: content too long for ECC H, ecc lowered from H to M: content too long`, `drawn as qr: content does not fit microqr at ecc M` or `module 0.25 mm is 2.95 device pixels at 300 dpi (below 4): printed 2 to 3 pixels wide (-32.3 % to +1.6 %)`. */
                    "X-QR-Warning"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The Digital Link URI cannot be drawn at all (never for a valid identifier on a usual PUBLIC_URL); `errors` names `digital_link`. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More than IMAGE_RATE_LIMIT_PER_MINUTE image requests (default 600) from this client address in the current minute, counted per server process. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds until the minute ends. */
                    "Retry-After"?: string;
                    /** @description The limit per minute. */
                    "X-RateLimit-Limit"?: string;
                    /** @description Always 0 here. */
                    "X-RateLimit-Remaining"?: string;
                    /** @description Epoch seconds at which the minute ends. */
                    "X-RateLimit-Reset"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Too many images are being rendered (the render queue is full); cached images are still served. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait, 1. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listPassports: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                status?: "draft" | "published" | "archived";
                category?: "battery" | "textile" | "electronics" | "generic";
                /** @description Passports of this GTIN (8, 12, 13 or 14 digits). */
                gtin?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of passports. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passport"][];
                        meta: components["schemas"]["ListMeta"];
                    };
                };
            };
            /** @description An invalid filter, e.g. a gtin with a wrong check digit. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createPassport: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID. The same key with the same body within 24 h replays the first response; with another body, or while the first is in flight, 409. */
                "Idempotency-Key"?: string;
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePassportRequest"];
            };
        };
        responses: {
            /** @description The new passport (version 1). */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passport"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Invalid JSON or a missing required field (gtin, product_name). */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Viewer role or public key, or the plan limit max_passports is reached. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A passport with this gtin, lot and serial exists in the workspace; or the GTIN belongs to another organization on this instance (the detail names the GTIN); or the Idempotency-Key was used with another request, or that request is still in flight. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields: a GTIN with a wrong check digit (the message names the expected one), lot or serial outside GS1 character set 82, an unsafe URL, … */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    validatePassport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePassportRequest"];
            };
        };
        responses: {
            /** @description The findings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PassportValidation"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The body is not a JSON object. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassport: {
        parameters: {
            query?: {
                /** @description An earlier version (404 for one that does not exist). */
                version?: number;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The passport. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passport"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description version is not a positive integer. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deletePassport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The passport is published or archived. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updatePassport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePassportRequest"];
            };
        };
        responses: {
            /** @description The passport and `meta.changes`. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Passport"];
                        meta: {
                            request_id: string;
                            /** @description `{ field: [old, new] }` of what changed; empty when nothing did. */
                            changes: {
                                [key: string]: [
                                    unknown,
                                    unknown
                                ];
                            };
                        };
                    };
                };
            };
            /** @description Invalid JSON. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The new gtin, lot and serial belong to another passport of the workspace; the GTIN belongs to another organization on this instance (the detail names the GTIN); or the passport changed concurrently three times. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid fields, a refused status change, an identity change after publication, an unsafe URL. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    validatePassportUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePassportRequest"];
            };
        };
        responses: {
            /** @description The findings. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PassportUpdateValidation"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The body is not a JSON object. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportCompliance: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The compliance answer. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ComplianceReport"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importPassports: {
        parameters: {
            query?: {
                /** @description create (default) or upsert (matches on gtin, lot, serial; merges like PATCH). */
                mode?: "create" | "upsert";
                /** @description `true` validates every row and answers 200 with the counts it would produce, storing nothing. */
                dry_run?: "true" | "false";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PassportImportRequest"];
                "multipart/form-data": components["schemas"]["PassportImportUpload"];
            };
        };
        responses: {
            /** @description Dry run: what the import would produce (no ids; nothing stored). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PassportImportResult"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The import: counts and one result per row. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PassportImportResult"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Invalid JSON, no `rows`, no `file` part or a malformed multipart body; mode or dry_run invalid. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body or file is larger than 5,242,880 bytes, or an XLSX workbook inflates to more than 104,857,600 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is neither JSON nor multipart/form-data. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More rows than the plan imports per request; a file that is neither UTF-8 CSV nor XLSX, has unknown or repeated columns, or no data row; an XLSX workbook of more than 1,000,000 shared strings or cells, or a cell of more than 32,767 characters; rows that are not objects. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportImportTemplate: {
        parameters: {
            query?: {
                /** @description csv (default) or xlsx, any case; anything else is 400. */
                format?: "csv" | "xlsx";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Passport category: battery, textile, electronics, generic; any other is 404. */
                category: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The template file (CSV by default; XLSX with format=xlsx). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    /** @description attachment; filename="dpp-import-<category>.<format>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            /** @description format is neither csv nor xlsx. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such category. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listGs1Identifiers: {
        parameters: {
            query?: {
                /** @description Page size, 1 to 100 (default 20). */
                limit?: number;
                /** @description Opaque cursor: pass `meta.pagination.next_cursor` of the previous page unchanged. */
                cursor?: string;
                /** @description Identifiers of this GTIN (8, 12, 13 or 14 digits). */
                gtin?: string;
                /** @description Parse this GS1 Digital Link URI instead of listing. */
                uri?: string;
                /** @description Parse this element string, e.g. `(01)09506000134352(21)123`, instead of listing. */
                element_string?: string;
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The identifiers in use (list envelope), or the parsed identifier. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Gs1IdentifierInUse"][];
                        meta: components["schemas"]["ListMeta"];
                    } | {
                        data: components["schemas"]["Gs1Identifier"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description An invalid query parameter: a `gtin` filter that is no valid GTIN, a bad cursor or limit, or both `uri` and `element_string`. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The `uri` or `element_string` is no valid GS1 identifier; `errors` names the parameter and the part at fault (`uri.gtin`, `element_string.serial`, …). */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getPassportStats: {
        parameters: {
            query?: {
                /** @description Window of this many days ending today (UTC), 1 to 365; default 30. Not with from/to. */
                days?: number;
                /** @description First date of the window (inclusive). With to: at most 366 days; alone: up to today. */
                from?: string;
                /** @description Last date of the window (inclusive); alone: the 30 days ending there. */
                to?: string;
                /** @description `true` counts scans flagged as bots too; by default they are left out. */
                include_bots?: "true" | "false";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Id of the passport. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["ScanStats"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Invalid window: days with from/to, from after to, a span over 366 days, days outside 1–365, or not a date. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Passport not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWorkspacePassportStats: {
        parameters: {
            query?: {
                /** @description Window of this many days ending today (UTC), 1 to 365; default 30. Not with from/to. */
                days?: number;
                /** @description First date of the window (inclusive). With to: at most 366 days; alone: up to today. */
                from?: string;
                /** @description Last date of the window (inclusive); alone: the 30 days ending there. */
                to?: string;
                /** @description `true` counts scans flagged as bots too; by default they are left out. */
                include_bots?: "true" | "false";
            };
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statistics. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WorkspacePassportStats"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Invalid window: days with from/to, from after to, a span over 366 days, days outside 1–365, or not a date. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    importCodes: {
        parameters: {
            query?: {
                /** @description `true` judges every row as the import would (short codes included) and answers 200, storing nothing. */
                dry_run?: "true" | "false";
            };
            header?: {
                /** @description A UUID. The same key with the same body within 24 h replays the first response; with another body, or while the first is in flight, 409. */
                "Idempotency-Key"?: string;
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["CodeImportUpload"];
            };
        };
        responses: {
            /** @description Dry run: what the import would do, row by row (no ids; nothing stored). */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CodeImportResult"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The import: one result per data row, and the counts. */
            201: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["CodeImportResult"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description No `file` part, a malformed multipart body, another form field, or dry_run neither true nor false. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key of role contributor, ws_admin or org_admin. */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Idempotency-Key used with another file, or that import is still in progress. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The file is larger than 10,485,760 bytes, or an XLSX workbook inflates to more than 104,857,600 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The body is not multipart/form-data. */
            415: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description An appearance, color or logo column; unknown or repeated columns; an unreadable file or no data row; an XLSX workbook of more than 1,000,000 shared strings or cells, or a cell of more than 32,767 characters; more rows than the plan imports per request. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCodesCsv: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    /** @description attachment; filename="codes-<YYYY-MM-DD>.<ext>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": unknown;
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    exportCodesXlsx: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The XLSX file. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    /** @description attachment; filename="codes-<YYYY-MM-DD>.<ext>" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": unknown;
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description A UUID. The same key with the same body within 24 h replays the first response; with another body, or while the first is in flight, 409. */
                "Idempotency-Key"?: string;
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateExport"];
            };
        };
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["QueuedExport"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description Invalid JSON, or an Idempotency-Key that is not a UUID. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Idempotency-Key used with another request, or that request is still in flight. */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A body over 1048576 bytes. */
            413: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Invalid body, neither or both of code_ids and filter, an id that is no code of the workspace, a filter matching nothing, more codes than the plan exports, a sheet that holds no code, a `sheet.symbol_mm` that gives the chosen codes modules outside 0.25–5 mm, `fg` and `bg` together below 1.5:1 contrast; `errors` names the field. */
            422: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The workspace already has 5 exports queued or running (EXPORTS_IN_PROGRESS_PER_WORKSPACE); Retry-After 60. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    /** @description Seconds to wait, 60. */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The export. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Export"];
                        meta: components["schemas"]["ResponseMeta"];
                    };
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Export not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The export has expired. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    downloadExport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path: {
                /** @description Opaque identifier. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP: one file per code and format (or sheet.pdf) and manifest.csv. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    /** @description attachment; filename="export-<id>.zip" */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": unknown;
                };
            };
            /** @description The request is malformed or fails validation. */
            400: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The API key is missing, invalid or expired. */
            401: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Needs a secret key (of any role). */
            403: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Export not found. */
            404: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Not done (queued, running or failed). */
            409: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The export has expired. */
            410: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The rate limit of this API key is exhausted. */
            429: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    "X-RateLimit-Limit": components["headers"]["RateLimitLimit"];
                    "X-RateLimit-Remaining": components["headers"]["RateLimitRemaining"];
                    "X-RateLimit-Reset": components["headers"]["RateLimitReset"];
                    "Retry-After": components["headers"]["RetryAfter"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The database is unavailable; retry later. */
            503: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: {
                /** @description Correlation id, echoed in `meta.request_id` and the `X-Request-Id` response header. */
                "X-Request-Id"?: components["parameters"]["RequestId"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Internal error. */
            500: {
                headers: {
                    "X-Request-Id": components["headers"]["RequestId"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
}
