/**
 * Generated from openapi.json by frontend/scripts/generate-api-types.mjs; do not edit.
 * Regenerate with `npm run gen:api`.
 */

export interface paths {
    "/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The consultancy's services, in display order, a page at a time. */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/services/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One service with its bodies, and a few others. */
        get: operations["getService"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/industries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The industries served, in display order, a page at a time. */
        get: operations["listIndustries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-studies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Case studies, in display order, a page at a time. */
        get: operations["listCaseStudies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/case-studies/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One case study with its bodies, and a few others. */
        get: operations["getCaseStudy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Blog posts, newest first (the first one is featured), a page at a time: each as its
         *     card shows it, without the bodies.
         */
        get: operations["listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/blog-posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One blog post with its bodies, and the posts published nearest to it. */
        get: operations["getBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Client testimonials, in display order, a page at a time. */
        get: operations["listTestimonials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an enquiry. It is committed to the database before the 201 answer. One client
         *     address may send a few in a row, then about one every 12 seconds (by default); refused
         *     enquiries (400, 413, 415) do not count.
         */
        post: operations["createContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Can the server do its work? 200 when its database answers and every background part
         *     (the enquiry writer, the notice sender) works; 503 with the same body otherwise.
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
    "/admin/backups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The backups in `<data-dir>/backups`, newest first, with the schedule and any warning. */
        get: operations["listBackups"];
        put?: never;
        /** Make a backup now: the database and the pictures it names, in one `.tar`. */
        post: operations["createBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a backup (a `.tar`: `tradelane.db` and `media/`). */
        get: operations["downloadBackup"];
        put?: never;
        post?: never;
        /** Delete a backup. */
        delete: operations["deleteBackup"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backup-schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set the schedule: a backup every `everyHours` hours (0: off), the last `keep` kept. */
        put: operations["setBackupSchedule"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/remote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The remote destination of the backups, without its secret (`secretSet` says whether
         *     one is stored and opens with this machine's key); `configured` false when none is set.
         */
        get: operations["getBackupRemote"];
        /**
         * Set the remote destination: every backup is uploaded there when made (those on disk
         *     now too), and the retention applies there as well.
         */
        put: operations["setBackupRemote"];
        post?: never;
        /** Remove the remote destination (the copies already there stay in the store). */
        delete: operations["deleteBackupRemote"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/backups/remote/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Try the remote destination: a small object is written there and removed. */
        post: operations["testBackupRemote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The company's name, contact details, opening hours and links, as the owner set them.
         *     Every page also carries this object in `<script id="tradelane-settings">`.
         */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The years of Vietnam's public holidays the owner set (each replaces the demurrage
         *     tracker's built-in year). The tracker's page carries the same object in its data block.
         */
        get: operations["getHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consultancy's published rate card: freight lanes, demurrage and detention
         *     tariffs, the USD→VND rate. The freight and demurrage calculators read it (once a
         *     page) and fall back to their indicative rates where it has no row.
         */
        get: operations["getRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to the newsletter: the address waits for the confirmation link e-mailed to
         *     it (double opt-in). The same address again is no second subscription and no error;
         *     while unconfirmed it gets a new link (not within 5 minutes of the last). Same limits
         *     as the contact form.
         */
        post: operations["createSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a subscription with the token of its confirmation link (within 7 days; a
         *     second press of a used link is no error).
         */
        post: operations["confirmSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscriptions/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a subscription with the token of its unsubscribe link. */
        post: operations["unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner. */
        get: operations["getSession"];
        put?: never;
        /**
         * Sign in. Five failures within 15 minutes from one address, or for one account, lock
         *     it out for the rest of those 15 minutes (429); a browser that has signed in to the
         *     account before counts its failures apart, so guesses from elsewhere never lock it
         *     out. Failures are counted before the password is checked.
         */
        post: operations["signIn"];
        /** Sign out: the session ends on the server, the cookie is cleared. */
        delete: operations["signOut"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Sign out everywhere: every session of this owner ends, this one too. */
        delete: operations["signOutEverywhere"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the owner's password; every other session of theirs ends. */
        put: operations["changePassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/team/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The team's accounts, by address, with their roles (everyone may read it: the inbox
         *     assigns enquiries to people).
         */
        get: operations["listTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/team/members/{id}": {
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
         * Remove an account: its sessions end at once, its enquiries become unassigned, its
         *     notes keep its name. The last owner who can act cannot be removed (409).
         */
        delete: operations["removeTeamMember"];
        options?: never;
        head?: never;
        /**
         * Change an account's role or suspend it (its sessions end at once). The last owner who
         *     can act cannot be demoted or suspended (409).
         */
        patch: operations["updateTeamMember"];
        trace?: never;
    };
    "/admin/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open invitations, newest first (expired ones too, to resend). */
        get: operations["listInvitations"];
        put?: never;
        /**
         * Invite someone by e-mail: the link `<public URL>/admin/invitation?token=…` works once,
         *     for 7 days. Inviting the same address again replaces the earlier link.
         */
        post: operations["createInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invitations/{id}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send an invitation again: a new link, valid 7 days from now (the old one stops). */
        post: operations["resendInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Withdraw an invitation: its link stops working. */
        delete: operations["withdrawInvitation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: makes the account (same password rules as everywhere) and
         *     signs it in. A used, withdrawn, expired or unknown token is a 400.
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/team/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team's policy. */
        get: operations["getTeamPolicy"];
        /**
         * Require two-step sign-in for everyone: an account without it can then only turn it
         *     on (or sign out) until it does.
         */
        put: operations["setTeamPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/password-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset link. The answer is 202 whatever the address, so it tells
         *     nobody which accounts exist; the account's address gets a link valid 30 minutes
         *     (single use) when e-mail is set up, at most one every two minutes.
         */
        post: operations["requestPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/password-reset/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a new password with the token of a reset link: every session of the account
         *     ends. A used, expired or unknown token is a 400.
         */
        post: operations["confirmPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether two-step sign-in is on for the signed-in owner. */
        get: operations["getTotp"];
        put?: never;
        /**
         * Start turning on two-step sign-in: a new secret for the authenticator app. It is in
         *     force once `POST /api/admin/totp/confirm` gets a good code. 409 when it is on already.
         */
        post: operations["beginTotp"];
        /**
         * Turn off two-step sign-in, with a code of the app or a recovery code. Wrong codes
         *     count against the sign-in lock-out (docs/decisions-spec.md §21): after 5 within 15
         *     minutes, from this address or for this account, 429 with `Retry-After`.
         */
        delete: operations["disableTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn on two-step sign-in with a first code from the app: the answer holds ten
         *     single-use recovery codes, shown this once.
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every setting, with the notice recipients; the SMTP URL is never answered, only
         *     whether one is set.
         */
        get: operations["getAdminSettings"];
        /**
         * Replace the settings (every field; unknown keys are refused), sending in `If-Match`
         *     the version it started from (428 without, 412 when another save came first). The
         *     public site shows them from the next page load.
         */
        put: operations["updateAdminSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every year the owner set, oldest first, and the built-in years (2024–2030) the
         *     editor starts from when the owner has not set a year.
         */
        get: operations["getAdminHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/holidays/{year}/days": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add one day to a year, keeping every other day in force (the owner's, or the
         *     built-in year's): e.g. an extra day off the Government announces. A date already
         *     listed takes the new kind. 400 as for a whole year.
         */
        post: operations["addAdminHolidayDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/holidays/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace a year's schedule with the decreed one: every day off and every weekend
         *     day worked. The demurrage tracker uses it from the next page load. 400 when a day is
         *     not a real date, not in `year`, listed twice, or a `workday` not on a weekend.
         */
        put: operations["updateAdminHolidayYear"];
        post?: never;
        /** Forget the owner's schedule of a year: the built-in calendar applies again. */
        delete: operations["deleteAdminHolidayYear"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rates/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The draft rate card, what the site shows, and the lanes expiring within 7 days. */
        get: operations["getRatesDraft"];
        /**
         * Replace the draft (the whole card), sending in `If-Match` the version it started
         *     from (428 without, 412 when another save came first). The site changes only when
         *     the draft is published.
         */
        put: operations["updateRatesDraft"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rates/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a rate sheet into the draft: `kind=freight` or `demurrage`, the body the file
         *     (`text/csv`, UTF-8, or XLSX, its first sheet; line 1 the columns). All or nothing:
         *     with any line refused (each reported by line, 422) nothing changes; else the file's
         *     rows replace the draft's list of that kind.
         */
        post: operations["importRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rates/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The draft's rows of `kind` as CSV, in the import's columns (it imports back as it is). */
        get: operations["exportRates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rates/draft/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish the draft as a new version: the calculators use it from their next load
         *     (through a CDN, within a minute).
         */
        post: operations["publishRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rates/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take the card off the site: the calculators use their indicative rates again (the
         *     versions are kept; publishing brings a card back). 404 when none is shown.
         */
        post: operations["withdrawRates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rates/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The published versions, newest first, with who published each and when. */
        get: operations["listRateVersions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/rates/versions/{version}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a published version the draft again (the site is unchanged until it is
         *     published). 404 when there is no such version.
         */
        post: operations["restoreRateVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Enquiries, newest first, filtered by status, by words in the name, company,
         *     e-mail or message (any case, with or without diacritics; each word may be the
         *     start of one) and by source (the enquiry's `utmSource`, else its `referrerHost`,
         *     exactly).
         */
        get: operations["listEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The enquiries the inbox's filter shows (the same parameters), with their notes, as a
         *     file: the same bytes as `tradelane enquiries export` with the same filter. Dates are
         *     local `YYYY-MM-DD HH:MM` in the business's time zone (Settings); the CSV header row is
         *     in the request's language.
         */
        get: operations["exportEnquiries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One enquiry with its notes (oldest first) and its notices; an owner opening it marks
         *     it read.
         */
        get: operations["getEnquiry"];
        put?: never;
        post?: never;
        /** Delete one enquiry with its notes (it cannot be undone). */
        delete: operations["deleteEnquiry"];
        options?: never;
        head?: never;
        /**
         * Change the status (e.g. mark spam / not spam), add an internal note (kept with its
         *     author and time), assign it to a team member (told by e-mail) or set a follow-up day.
         */
        patch: operations["updateEnquiry"];
        trace?: never;
    };
    "/admin/enquiries/bulk-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set one status on several enquiries (at most 200); one activity entry. */
        post: operations["bulkEnquiryStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries/bulk-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete several enquiries (at most 200) with their notes; one activity entry. */
        post: operations["bulkDeleteEnquiries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/enquiries/erasure": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase one person's data on request (Decree 13/2023): every enquiry sent from the
         *     address, with its notes, and every newsletter subscription of it. The activity list
         *     records the erasure with the address's domain and a hash, never the address.
         */
        post: operations["eraseEnquirer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Subscriptions, newest first; `q` searches the address. */
        get: operations["listSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subscriptions/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every subscription as a file (CSV with BOM, or JSON), without unsubscribe tokens. */
        get: operations["exportSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subscriptions/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import subscribers from a CSV file: all of it or, when a line is refused, none; the
         *     report lists refused and skipped lines (already on the list, or repeated) with the
         *     reason in the owner's language.
         */
        post: operations["importSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/subscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a subscriber. */
        delete: operations["deleteSubscription"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newsletters, newest first, with their counts. */
        get: operations["listNewsletters"];
        put?: never;
        /** Write a newsletter (a draft until it is sent). */
        post: operations["createNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One newsletter: its state, counts and versions. */
        get: operations["getNewsletter"];
        /**
         * Rewrite a newsletter not yet sent (a draft, or a scheduled one: it keeps its time).
         *     409 once it is being sent.
         */
        put: operations["updateNewsletter"];
        post?: never;
        /** Delete a newsletter not yet sent. 409 once it is being sent (its counts are its record). */
        delete: operations["deleteNewsletter"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call off a scheduled send: the newsletter is a draft again, to edit, send or schedule
         *     anew (moving a send is scheduling it again). 409 when it is not scheduled.
         */
        post: operations["cancelNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters/{id}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of its recipients and each one's delivery state. */
        get: operations["listNewsletterRecipients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The newsletter exactly as it is mailed in `language` (its unsubscribe link a
         *     placeholder).
         */
        get: operations["previewNewsletter"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters/{id}/preview.html": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The same letter's HTML as a document of its own, for the console's sandboxed frame
         *     (it carries its own policy: inline styles as in a mail client, no script).
         */
        get: operations["previewNewsletterHtml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send it to the signed-in owner, once per language it has. */
        post: operations["testNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletters/{id}/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send it now, or schedule it (`at`, in the business's time zone). */
        post: operations["sendNewsletter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/newsletter-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The throttle setting. */
        get: operations["getNewsletterSettings"];
        /** Change the throttle: newsletter messages sent a minute. */
        put: operations["setNewsletterSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest notices and their delivery state. */
        get: operations["listNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notices/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a pending or retrying message (it is marked failed, `errorKind` `cancelled`). */
        post: operations["cancelNotice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notices/{id}/send-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a failed message again (after the mail settings were mended, say): it is
         *     queued as new and recorded in the activity list.
         */
        post: operations["sendNoticeAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notices/digest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The enquiry digest setting. */
        get: operations["getNoticeDigest"];
        /** Change the enquiry digest setting (from the next enquiry on). */
        put: operations["setNoticeDigest"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/notices/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test e-mail (to `to`, or to every notice recipient). */
        post: operations["sendTestMail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every change made by an owner (console or command line), newest first. */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A standing page (about, faq, support, privacy or terms) in both languages. Its body
         *     is plain text with placeholders for the company's details (see `StandingPage`).
         */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the list (`limit`, default 50, at most 200; `offset`), drafts
         *     included, in display order; `X-Total-Count` and `Link` say the rest.
         */
        get: operations["listAdminServices"];
        /**
         * A new order: the listed ids take, in the listed order, the places they
         *     hold now; the others stay where they are (a page, or two neighbours, is
         *     reordered without the rest). An unknown id: 404, nothing changed. Answers
         *     the listed items in their new order.
         */
        put: operations["reorderAdminServices"];
        /** A new item, at the end of the list. A slug another item has: 409. */
        post: operations["createAdminService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/services/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item, draft or published. */
        get: operations["getAdminService"];
        /**
         * Replace the item (every field; `published` publishes or withdraws it), sending
         *     in `If-Match` the version it started from (428 without, 412 when another save
         *     came first). The public site shows the change when this answers.
         */
        put: operations["updateAdminService"];
        post?: never;
        /** Delete the item, from the public site too. */
        delete: operations["deleteAdminService"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/services/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's saved versions, newest first (the latest 50). */
        get: operations["listAdminServiceRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/services/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields of one saved version, as they were saved. */
        get: operations["getAdminServiceRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/services/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a saved version's text and fields the current ones: a new save (with
         *     `If-Match`, as any). Whether the item is published, when, and its picture stay
         *     as they are unless `everything` is true.
         */
        post: operations["restoreAdminServiceRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/industries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the list (`limit`, default 50, at most 200; `offset`), drafts
         *     included, in display order; `X-Total-Count` and `Link` say the rest.
         */
        get: operations["listAdminIndustries"];
        /**
         * A new order: the listed ids take, in the listed order, the places they
         *     hold now; the others stay where they are (a page, or two neighbours, is
         *     reordered without the rest). An unknown id: 404, nothing changed. Answers
         *     the listed items in their new order.
         */
        put: operations["reorderAdminIndustries"];
        /** A new item, at the end of the list. A slug another item has: 409. */
        post: operations["createAdminIndustry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/industries/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item, draft or published. */
        get: operations["getAdminIndustry"];
        /**
         * Replace the item (every field; `published` publishes or withdraws it), sending
         *     in `If-Match` the version it started from (428 without, 412 when another save
         *     came first). The public site shows the change when this answers.
         */
        put: operations["updateAdminIndustry"];
        post?: never;
        /** Delete the item, from the public site too. */
        delete: operations["deleteAdminIndustry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/industries/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's saved versions, newest first (the latest 50). */
        get: operations["listAdminIndustryRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/industries/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields of one saved version, as they were saved. */
        get: operations["getAdminIndustryRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/industries/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a saved version's text and fields the current ones: a new save (with
         *     `If-Match`, as any). Whether the item is published, when, and its picture stay
         *     as they are unless `everything` is true.
         */
        post: operations["restoreAdminIndustryRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/case-studies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the list (`limit`, default 50, at most 200; `offset`), drafts
         *     included, in display order; `X-Total-Count` and `Link` say the rest.
         */
        get: operations["listAdminCaseStudies"];
        /**
         * A new order: the listed ids take, in the listed order, the places they
         *     hold now; the others stay where they are (a page, or two neighbours, is
         *     reordered without the rest). An unknown id: 404, nothing changed. Answers
         *     the listed items in their new order.
         */
        put: operations["reorderAdminCaseStudies"];
        /** A new item, at the end of the list. A slug another item has: 409. */
        post: operations["createAdminCaseStudy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/case-studies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item, draft or published. */
        get: operations["getAdminCaseStudy"];
        /**
         * Replace the item (every field; `published` publishes or withdraws it), sending
         *     in `If-Match` the version it started from (428 without, 412 when another save
         *     came first). The public site shows the change when this answers.
         */
        put: operations["updateAdminCaseStudy"];
        post?: never;
        /** Delete the item, from the public site too. */
        delete: operations["deleteAdminCaseStudy"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/case-studies/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's saved versions, newest first (the latest 50). */
        get: operations["listAdminCaseStudyRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/case-studies/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields of one saved version, as they were saved. */
        get: operations["getAdminCaseStudyRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/case-studies/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a saved version's text and fields the current ones: a new save (with
         *     `If-Match`, as any). Whether the item is published, when, and its picture stay
         *     as they are unless `everything` is true.
         */
        post: operations["restoreAdminCaseStudyRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/blog-posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the list (`limit`, default 50, at most 200; `offset`), drafts
         *     included, in display order; `X-Total-Count` and `Link` say the rest.
         */
        get: operations["listAdminBlogPosts"];
        /**
         * A new order: the listed ids take, in the listed order, the places they
         *     hold now; the others stay where they are (a page, or two neighbours, is
         *     reordered without the rest). An unknown id: 404, nothing changed. Answers
         *     the listed items in their new order.
         */
        put: operations["reorderAdminBlogPosts"];
        /** A new item, at the end of the list. A slug another item has: 409. */
        post: operations["createAdminBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/blog-posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item, draft or published. */
        get: operations["getAdminBlogPost"];
        /**
         * Replace the item (every field; `published` publishes or withdraws it), sending
         *     in `If-Match` the version it started from (428 without, 412 when another save
         *     came first). The public site shows the change when this answers.
         */
        put: operations["updateAdminBlogPost"];
        post?: never;
        /** Delete the item, from the public site too. */
        delete: operations["deleteAdminBlogPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/blog-posts/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's saved versions, newest first (the latest 50). */
        get: operations["listAdminBlogPostRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/blog-posts/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields of one saved version, as they were saved. */
        get: operations["getAdminBlogPostRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/blog-posts/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a saved version's text and fields the current ones: a new save (with
         *     `If-Match`, as any). Whether the item is published, when, and its picture stay
         *     as they are unless `everything` is true.
         */
        post: operations["restoreAdminBlogPostRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the list (`limit`, default 50, at most 200; `offset`), drafts
         *     included, in display order; `X-Total-Count` and `Link` say the rest.
         */
        get: operations["listAdminTestimonials"];
        /**
         * A new order: the listed ids take, in the listed order, the places they
         *     hold now; the others stay where they are (a page, or two neighbours, is
         *     reordered without the rest). An unknown id: 404, nothing changed. Answers
         *     the listed items in their new order.
         */
        put: operations["reorderAdminTestimonials"];
        /** A new item, at the end of the list. A slug another item has: 409. */
        post: operations["createAdminTestimonial"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/testimonials/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One item, draft or published. */
        get: operations["getAdminTestimonial"];
        /**
         * Replace the item (every field; `published` publishes or withdraws it), sending
         *     in `If-Match` the version it started from (428 without, 412 when another save
         *     came first). The public site shows the change when this answers.
         */
        put: operations["updateAdminTestimonial"];
        post?: never;
        /** Delete the item, from the public site too. */
        delete: operations["deleteAdminTestimonial"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/testimonials/{id}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The item's saved versions, newest first (the latest 50). */
        get: operations["listAdminTestimonialRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/testimonials/{id}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The fields of one saved version, as they were saved. */
        get: operations["getAdminTestimonialRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/content/testimonials/{id}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a saved version's text and fields the current ones: a new save (with
         *     `If-Match`, as any). Whether the item is published, when, and its picture stay
         *     as they are unless `everything` is true.
         */
        post: operations["restoreAdminTestimonialRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The five standing pages in footer order, unpublished ones included. */
        get: operations["listAdminPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One standing page, with its placeholders. */
        get: operations["getAdminPage"];
        /**
         * Replace a standing page's text and whether it is published, sending in `If-Match` the
         *     version it started from (428 without, 412 when another save came first). The public
         *     site shows the change when this answers.
         */
        put: operations["updateAdminPage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{slug}/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page's saved versions, newest first (the latest 50). */
        get: operations["listAdminPageRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{slug}/revisions/{revisionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The text of one saved version, as it was saved. */
        get: operations["getAdminPageRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/pages/{slug}/revisions/{revisionId}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a saved version the current one: a new save (with `If-Match`, as any). */
        post: operations["restoreAdminPageRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page of the library, newest first (`limit`, default 24, at most 200; `offset`);
         *     `X-Total-Count` and `Link` say the rest. With `url` (any of a picture's three
         *     addresses), the page holds that picture alone, or nothing when the library has not.
         */
        get: operations["listMedia"];
        put?: never;
        /**
         * Upload a picture with its alt texts. It is checked by its bytes, re-encoded without
         *     its metadata and stored as three files (main, card, share); the same picture sent
         *     again is the same item.
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a picture and its files. Refused (409) while content still shows it. */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a page view or a tool event. The client address and user agent make that
         *     day's visitor key and are not kept; bots, non-browsers and `Sec-GPC: 1` are not
         *     counted (202). Written in batches after the answer. One client address may send
         *     about two a second (by default).
         */
        post: operations["recordEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Visitors, page views, pages, sources, campaigns, devices, languages, tool use and
         *     enquiries with their conversion, for the `days` days ending today (Vietnam's
         *     calendar; the console asks for 7, 30 or 365), with the `days` before them beside.
         */
        get: operations["getStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The consent statement the contact form and the newsletter boxes show now; they send
         *     its `version` as `consentVersion`.
         */
        get: operations["getConsent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personal-data/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask to see, correct or erase what the site holds about an address, or withdraw
         *     consent. Answered 202 whatever the address (no enumeration); a link e-mailed to the
         *     address proves it (not twice within 5 minutes), and the request waits for it.
         */
        post: operations["createPersonalDataRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/personal-data/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a request with the token of its e-mailed link (within 7 days; a second press
         *     is no error). The deadlines run from now.
         */
        post: operations["confirmPersonalDataRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/personal-data/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The personal data requests whose address was confirmed, newest first, with their
         *     deadlines (`acknowledgeBy`, `dueAt`) and whether one has passed.
         */
        get: operations["listPersonalDataRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/personal-data/requests/{id}/acknowledge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tell the queue a request is acknowledged (the person was told it is being handled). */
        post: operations["acknowledgePersonalDataRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/personal-data/requests/{id}/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer a request: access sends the person a JSON file of everything held about the
         *     address; erase removes the address from every table and search index; withdraw ends
         *     its subscriptions; correct tells the person what was corrected (`note` required).
         */
        post: operations["answerPersonalDataRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/personal-data/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every version of the consent statement, the one shown now first. */
        get: operations["listConsentStatements"];
        /**
         * New words for the consent statement: a new version (earlier ones stay, each enquiry
         *     and subscription keeps the one it agreed to). The same words again change nothing.
         */
        put: operations["setConsentStatement"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/personal-data/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The deadlines and the retention, as the business set them with its counsel. */
        get: operations["getPersonalDataSettings"];
        /**
         * Change the deadlines (new ones apply to requests confirmed from now) and the
         *     retention.
         */
        put: operations["setPersonalDataSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/personal-data/breaches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The breach register, latest found first. */
        get: operations["listBreaches"];
        put?: never;
        /** Record a breach: what, when it was found, whom it concerns, when it was reported. */
        post: operations["addBreach"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/personal-data/breaches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a breach's entry (a report made, a fuller description). */
        put: operations["updateBreach"];
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
        /** Accepted */
        Accepted: {
            message: string;
        };
        /** ActivityEntry */
        ActivityEntry: {
            /** Format: int64 */
            id: number;
            /** @description RFC 3339, UTC. */
            at: string;
            /** @description The owner's e-mail address, or `cli`. */
            actor: string;
            /** @description A stable key, e.g. `settings.update`, `enquiry.status`, `owner.create`. */
            action: string;
            /** @description Plain text, never a secret. */
            detail: string;
        };
        /** ActivityPage */
        ActivityPage: {
            /** @description Newest first. */
            items: components["schemas"]["ActivityEntry"][];
            /** Format: int64 */
            total: number;
        };
        /**
         * AdminHolidayCalendar
         * @description `GET /api/admin/holidays`: the owner's years, and the built-in ones the editor starts
         *     from (§23: a year's editor starts from the days in force).
         */
        AdminHolidayCalendar: {
            years: components["schemas"]["HolidayYear"][];
            builtIn: components["schemas"]["BuiltInYear"][];
        };
        /**
         * AdminSettings
         * @description What the owner reads: every field (URLs as `""` when empty), the recipients, and whether
         *     mail can be sent, never the SMTP URL itself.
         */
        AdminSettings: {
            companyName: string;
            legalName: string;
            taglineVi: string;
            taglineEn: string;
            phone: string;
            email: string;
            streetVi: string;
            streetEn: string;
            cityVi: string;
            cityEn: string;
            hoursVi: string;
            hoursEn: string;
            facebookUrl: string;
            linkedinUrl: string;
            youtubeUrl: string;
            zaloUrl: string;
            /** @description Addresses that receive a notice of each new enquiry. */
            notifyTo: string[];
            /** @description An SMTP URL is stored or given on the command line. */
            smtpConfigured: boolean;
            /** @description `--smtp-url` / `TRADELANE_SMTP_URL` is set: it wins over the stored one. */
            smtpFromEnv: boolean;
            /**
             * @description The business's IANA time zone (default `Asia/Ho_Chi_Minh`): exports write local
             *     `YYYY-MM-DD HH:MM` times in it.
             */
            timeZone: string;
            /**
             * @description The home page's figures, each with its values and labels in both languages and
             *     whether it is shown.
             */
            homeFigures: components["schemas"]["HomeFigures"] & unknown;
            /** @description The US dollar's rate in dong and its date. */
            usdVndRate: components["schemas"]["ExchangeRate"] & unknown;
            /**
             * Format: uint32
             * @description Subscription confirmations sent at most per hour, all addresses together (default
             *     100); past it a subscription is stored and its confirmation waits its turn.
             */
            confirmationsPerHour: number;
        };
        /**
         * AdminSettingsInput
         * @description The body of `PUT /api/admin/settings` (documented; checked by [`validate::parse`], with
         *     the rules of `crate::http::schema`). Lengths count the text as sent; text fields are
         *     stored trimmed. Unknown keys are refused.
         */
        AdminSettingsInput: {
            /**
             * @description One line, not blank, at most 200 characters; likewise the other text fields but
             *     `phone`.
             */
            companyName: string;
            legalName: string;
            taglineVi: string;
            taglineEn: string;
            /** @description One line, not blank, at most 50 characters. */
            phone: string;
            /**
             * Format: email
             * @description A valid address as sent, at most 254 characters.
             */
            email: string;
            streetVi: string;
            streetEn: string;
            cityVi: string;
            cityEn: string;
            hoursVi: string;
            hoursEn: string;
            /**
             * @description `""` (no link) or an `https://` URL of at most 500 characters; likewise the other
             *     links.
             */
            facebookUrl: string;
            linkedinUrl: string;
            youtubeUrl: string;
            zaloUrl: string;
            /**
             * @description At most 10 valid addresses of at most 254 characters; a repeat (in any case) is
             *     kept once.
             */
            notifyTo: string[];
            /**
             * @description Absent: keep the stored one; `""`: remove it; else `smtp://` (STARTTLS) or `smtps://`
             *     (TLS) with a host, and the user and password in the URL (percent-encoded). Never
             *     answered back.
             */
            smtpUrl?: string;
            /**
             * @description Absent: keep the stored one; else an IANA time zone name.
             * @enum {string}
             */
            timeZone?: "Africa/Abidjan" | "Africa/Accra" | "Africa/Addis_Ababa" | "Africa/Algiers" | "Africa/Asmara" | "Africa/Asmera" | "Africa/Bamako" | "Africa/Bangui" | "Africa/Banjul" | "Africa/Bissau" | "Africa/Blantyre" | "Africa/Brazzaville" | "Africa/Bujumbura" | "Africa/Cairo" | "Africa/Casablanca" | "Africa/Ceuta" | "Africa/Conakry" | "Africa/Dakar" | "Africa/Dar_es_Salaam" | "Africa/Djibouti" | "Africa/Douala" | "Africa/El_Aaiun" | "Africa/Freetown" | "Africa/Gaborone" | "Africa/Harare" | "Africa/Johannesburg" | "Africa/Juba" | "Africa/Kampala" | "Africa/Khartoum" | "Africa/Kigali" | "Africa/Kinshasa" | "Africa/Lagos" | "Africa/Libreville" | "Africa/Lome" | "Africa/Luanda" | "Africa/Lubumbashi" | "Africa/Lusaka" | "Africa/Malabo" | "Africa/Maputo" | "Africa/Maseru" | "Africa/Mbabane" | "Africa/Mogadishu" | "Africa/Monrovia" | "Africa/Nairobi" | "Africa/Ndjamena" | "Africa/Niamey" | "Africa/Nouakchott" | "Africa/Ouagadougou" | "Africa/Porto-Novo" | "Africa/Sao_Tome" | "Africa/Timbuktu" | "Africa/Tripoli" | "Africa/Tunis" | "Africa/Windhoek" | "America/Adak" | "America/Anchorage" | "America/Anguilla" | "America/Antigua" | "America/Araguaina" | "America/Argentina/Buenos_Aires" | "America/Argentina/Catamarca" | "America/Argentina/ComodRivadavia" | "America/Argentina/Cordoba" | "America/Argentina/Jujuy" | "America/Argentina/La_Rioja" | "America/Argentina/Mendoza" | "America/Argentina/Rio_Gallegos" | "America/Argentina/Salta" | "America/Argentina/San_Juan" | "America/Argentina/San_Luis" | "America/Argentina/Tucuman" | "America/Argentina/Ushuaia" | "America/Aruba" | "America/Asuncion" | "America/Atikokan" | "America/Atka" | "America/Bahia" | "America/Bahia_Banderas" | "America/Barbados" | "America/Belem" | "America/Belize" | "America/Blanc-Sablon" | "America/Boa_Vista" | "America/Bogota" | "America/Boise" | "America/Buenos_Aires" | "America/Cambridge_Bay" | "America/Campo_Grande" | "America/Cancun" | "America/Caracas" | "America/Catamarca" | "America/Cayenne" | "America/Cayman" | "America/Chicago" | "America/Chihuahua" | "America/Ciudad_Juarez" | "America/Coral_Harbour" | "America/Cordoba" | "America/Costa_Rica" | "America/Coyhaique" | "America/Creston" | "America/Cuiaba" | "America/Curacao" | "America/Danmarkshavn" | "America/Dawson" | "America/Dawson_Creek" | "America/Denver" | "America/Detroit" | "America/Dominica" | "America/Edmonton" | "America/Eirunepe" | "America/El_Salvador" | "America/Ensenada" | "America/Fort_Nelson" | "America/Fort_Wayne" | "America/Fortaleza" | "America/Glace_Bay" | "America/Godthab" | "America/Goose_Bay" | "America/Grand_Turk" | "America/Grenada" | "America/Guadeloupe" | "America/Guatemala" | "America/Guayaquil" | "America/Guyana" | "America/Halifax" | "America/Havana" | "America/Hermosillo" | "America/Indiana/Indianapolis" | "America/Indiana/Knox" | "America/Indiana/Marengo" | "America/Indiana/Petersburg" | "America/Indiana/Tell_City" | "America/Indiana/Vevay" | "America/Indiana/Vincennes" | "America/Indiana/Winamac" | "America/Indianapolis" | "America/Inuvik" | "America/Iqaluit" | "America/Jamaica" | "America/Jujuy" | "America/Juneau" | "America/Kentucky/Louisville" | "America/Kentucky/Monticello" | "America/Knox_IN" | "America/Kralendijk" | "America/La_Paz" | "America/Lima" | "America/Los_Angeles" | "America/Louisville" | "America/Lower_Princes" | "America/Maceio" | "America/Managua" | "America/Manaus" | "America/Marigot" | "America/Martinique" | "America/Matamoros" | "America/Mazatlan" | "America/Mendoza" | "America/Menominee" | "America/Merida" | "America/Metlakatla" | "America/Mexico_City" | "America/Miquelon" | "America/Moncton" | "America/Monterrey" | "America/Montevideo" | "America/Montreal" | "America/Montserrat" | "America/Nassau" | "America/New_York" | "America/Nipigon" | "America/Nome" | "America/Noronha" | "America/North_Dakota/Beulah" | "America/North_Dakota/Center" | "America/North_Dakota/New_Salem" | "America/Nuuk" | "America/Ojinaga" | "America/Panama" | "America/Pangnirtung" | "America/Paramaribo" | "America/Phoenix" | "America/Port-au-Prince" | "America/Port_of_Spain" | "America/Porto_Acre" | "America/Porto_Velho" | "America/Puerto_Rico" | "America/Punta_Arenas" | "America/Rainy_River" | "America/Rankin_Inlet" | "America/Recife" | "America/Regina" | "America/Resolute" | "America/Rio_Branco" | "America/Rosario" | "America/Santa_Isabel" | "America/Santarem" | "America/Santiago" | "America/Santo_Domingo" | "America/Sao_Paulo" | "America/Scoresbysund" | "America/Shiprock" | "America/Sitka" | "America/St_Barthelemy" | "America/St_Johns" | "America/St_Kitts" | "America/St_Lucia" | "America/St_Thomas" | "America/St_Vincent" | "America/Swift_Current" | "America/Tegucigalpa" | "America/Thule" | "America/Thunder_Bay" | "America/Tijuana" | "America/Toronto" | "America/Tortola" | "America/Vancouver" | "America/Virgin" | "America/Whitehorse" | "America/Winnipeg" | "America/Yakutat" | "America/Yellowknife" | "Antarctica/Casey" | "Antarctica/Davis" | "Antarctica/DumontDUrville" | "Antarctica/Macquarie" | "Antarctica/Mawson" | "Antarctica/McMurdo" | "Antarctica/Palmer" | "Antarctica/Rothera" | "Antarctica/South_Pole" | "Antarctica/Syowa" | "Antarctica/Troll" | "Antarctica/Vostok" | "Arctic/Longyearbyen" | "Asia/Aden" | "Asia/Almaty" | "Asia/Amman" | "Asia/Anadyr" | "Asia/Aqtau" | "Asia/Aqtobe" | "Asia/Ashgabat" | "Asia/Ashkhabad" | "Asia/Atyrau" | "Asia/Baghdad" | "Asia/Bahrain" | "Asia/Baku" | "Asia/Bangkok" | "Asia/Barnaul" | "Asia/Beirut" | "Asia/Bishkek" | "Asia/Brunei" | "Asia/Calcutta" | "Asia/Chita" | "Asia/Choibalsan" | "Asia/Chongqing" | "Asia/Chungking" | "Asia/Colombo" | "Asia/Dacca" | "Asia/Damascus" | "Asia/Dhaka" | "Asia/Dili" | "Asia/Dubai" | "Asia/Dushanbe" | "Asia/Famagusta" | "Asia/Gaza" | "Asia/Harbin" | "Asia/Hebron" | "Asia/Ho_Chi_Minh" | "Asia/Hong_Kong" | "Asia/Hovd" | "Asia/Irkutsk" | "Asia/Istanbul" | "Asia/Jakarta" | "Asia/Jayapura" | "Asia/Jerusalem" | "Asia/Kabul" | "Asia/Kamchatka" | "Asia/Karachi" | "Asia/Kashgar" | "Asia/Kathmandu" | "Asia/Katmandu" | "Asia/Khandyga" | "Asia/Kolkata" | "Asia/Krasnoyarsk" | "Asia/Kuala_Lumpur" | "Asia/Kuching" | "Asia/Kuwait" | "Asia/Macao" | "Asia/Macau" | "Asia/Magadan" | "Asia/Makassar" | "Asia/Manila" | "Asia/Muscat" | "Asia/Nicosia" | "Asia/Novokuznetsk" | "Asia/Novosibirsk" | "Asia/Omsk" | "Asia/Oral" | "Asia/Phnom_Penh" | "Asia/Pontianak" | "Asia/Pyongyang" | "Asia/Qatar" | "Asia/Qostanay" | "Asia/Qyzylorda" | "Asia/Rangoon" | "Asia/Riyadh" | "Asia/Saigon" | "Asia/Sakhalin" | "Asia/Samarkand" | "Asia/Seoul" | "Asia/Shanghai" | "Asia/Singapore" | "Asia/Srednekolymsk" | "Asia/Taipei" | "Asia/Tashkent" | "Asia/Tbilisi" | "Asia/Tehran" | "Asia/Tel_Aviv" | "Asia/Thimbu" | "Asia/Thimphu" | "Asia/Tokyo" | "Asia/Tomsk" | "Asia/Ujung_Pandang" | "Asia/Ulaanbaatar" | "Asia/Ulan_Bator" | "Asia/Urumqi" | "Asia/Ust-Nera" | "Asia/Vientiane" | "Asia/Vladivostok" | "Asia/Yakutsk" | "Asia/Yangon" | "Asia/Yekaterinburg" | "Asia/Yerevan" | "Atlantic/Azores" | "Atlantic/Bermuda" | "Atlantic/Canary" | "Atlantic/Cape_Verde" | "Atlantic/Faeroe" | "Atlantic/Faroe" | "Atlantic/Jan_Mayen" | "Atlantic/Madeira" | "Atlantic/Reykjavik" | "Atlantic/South_Georgia" | "Atlantic/St_Helena" | "Atlantic/Stanley" | "Australia/ACT" | "Australia/Adelaide" | "Australia/Brisbane" | "Australia/Broken_Hill" | "Australia/Canberra" | "Australia/Currie" | "Australia/Darwin" | "Australia/Eucla" | "Australia/Hobart" | "Australia/LHI" | "Australia/Lindeman" | "Australia/Lord_Howe" | "Australia/Melbourne" | "Australia/NSW" | "Australia/North" | "Australia/Perth" | "Australia/Queensland" | "Australia/South" | "Australia/Sydney" | "Australia/Tasmania" | "Australia/Victoria" | "Australia/West" | "Australia/Yancowinna" | "Brazil/Acre" | "Brazil/DeNoronha" | "Brazil/East" | "Brazil/West" | "CET" | "CST6CDT" | "Canada/Atlantic" | "Canada/Central" | "Canada/Eastern" | "Canada/Mountain" | "Canada/Newfoundland" | "Canada/Pacific" | "Canada/Saskatchewan" | "Canada/Yukon" | "Chile/Continental" | "Chile/EasterIsland" | "Cuba" | "EET" | "EST" | "EST5EDT" | "Egypt" | "Eire" | "Etc/GMT" | "Etc/GMT+0" | "Etc/GMT+1" | "Etc/GMT+10" | "Etc/GMT+11" | "Etc/GMT+12" | "Etc/GMT+2" | "Etc/GMT+3" | "Etc/GMT+4" | "Etc/GMT+5" | "Etc/GMT+6" | "Etc/GMT+7" | "Etc/GMT+8" | "Etc/GMT+9" | "Etc/GMT-0" | "Etc/GMT-1" | "Etc/GMT-10" | "Etc/GMT-11" | "Etc/GMT-12" | "Etc/GMT-13" | "Etc/GMT-14" | "Etc/GMT-2" | "Etc/GMT-3" | "Etc/GMT-4" | "Etc/GMT-5" | "Etc/GMT-6" | "Etc/GMT-7" | "Etc/GMT-8" | "Etc/GMT-9" | "Etc/GMT0" | "Etc/Greenwich" | "Etc/UCT" | "Etc/UTC" | "Etc/Universal" | "Etc/Zulu" | "Europe/Amsterdam" | "Europe/Andorra" | "Europe/Astrakhan" | "Europe/Athens" | "Europe/Belfast" | "Europe/Belgrade" | "Europe/Berlin" | "Europe/Bratislava" | "Europe/Brussels" | "Europe/Bucharest" | "Europe/Budapest" | "Europe/Busingen" | "Europe/Chisinau" | "Europe/Copenhagen" | "Europe/Dublin" | "Europe/Gibraltar" | "Europe/Guernsey" | "Europe/Helsinki" | "Europe/Isle_of_Man" | "Europe/Istanbul" | "Europe/Jersey" | "Europe/Kaliningrad" | "Europe/Kiev" | "Europe/Kirov" | "Europe/Kyiv" | "Europe/Lisbon" | "Europe/Ljubljana" | "Europe/London" | "Europe/Luxembourg" | "Europe/Madrid" | "Europe/Malta" | "Europe/Mariehamn" | "Europe/Minsk" | "Europe/Monaco" | "Europe/Moscow" | "Europe/Nicosia" | "Europe/Oslo" | "Europe/Paris" | "Europe/Podgorica" | "Europe/Prague" | "Europe/Riga" | "Europe/Rome" | "Europe/Samara" | "Europe/San_Marino" | "Europe/Sarajevo" | "Europe/Saratov" | "Europe/Simferopol" | "Europe/Skopje" | "Europe/Sofia" | "Europe/Stockholm" | "Europe/Tallinn" | "Europe/Tirane" | "Europe/Tiraspol" | "Europe/Ulyanovsk" | "Europe/Uzhgorod" | "Europe/Vaduz" | "Europe/Vatican" | "Europe/Vienna" | "Europe/Vilnius" | "Europe/Volgograd" | "Europe/Warsaw" | "Europe/Zagreb" | "Europe/Zaporozhye" | "Europe/Zurich" | "GB" | "GB-Eire" | "GMT" | "GMT+0" | "GMT-0" | "GMT0" | "Greenwich" | "HST" | "Hongkong" | "Iceland" | "Indian/Antananarivo" | "Indian/Chagos" | "Indian/Christmas" | "Indian/Cocos" | "Indian/Comoro" | "Indian/Kerguelen" | "Indian/Mahe" | "Indian/Maldives" | "Indian/Mauritius" | "Indian/Mayotte" | "Indian/Reunion" | "Iran" | "Israel" | "Jamaica" | "Japan" | "Kwajalein" | "Libya" | "MET" | "MST" | "MST7MDT" | "Mexico/BajaNorte" | "Mexico/BajaSur" | "Mexico/General" | "NZ" | "NZ-CHAT" | "Navajo" | "PRC" | "PST8PDT" | "Pacific/Apia" | "Pacific/Auckland" | "Pacific/Bougainville" | "Pacific/Chatham" | "Pacific/Chuuk" | "Pacific/Easter" | "Pacific/Efate" | "Pacific/Enderbury" | "Pacific/Fakaofo" | "Pacific/Fiji" | "Pacific/Funafuti" | "Pacific/Galapagos" | "Pacific/Gambier" | "Pacific/Guadalcanal" | "Pacific/Guam" | "Pacific/Honolulu" | "Pacific/Johnston" | "Pacific/Kanton" | "Pacific/Kiritimati" | "Pacific/Kosrae" | "Pacific/Kwajalein" | "Pacific/Majuro" | "Pacific/Marquesas" | "Pacific/Midway" | "Pacific/Nauru" | "Pacific/Niue" | "Pacific/Norfolk" | "Pacific/Noumea" | "Pacific/Pago_Pago" | "Pacific/Palau" | "Pacific/Pitcairn" | "Pacific/Pohnpei" | "Pacific/Ponape" | "Pacific/Port_Moresby" | "Pacific/Rarotonga" | "Pacific/Saipan" | "Pacific/Samoa" | "Pacific/Tahiti" | "Pacific/Tarawa" | "Pacific/Tongatapu" | "Pacific/Truk" | "Pacific/Wake" | "Pacific/Wallis" | "Pacific/Yap" | "Poland" | "Portugal" | "ROC" | "ROK" | "Singapore" | "Turkey" | "UCT" | "US/Alaska" | "US/Aleutian" | "US/Arizona" | "US/Central" | "US/East-Indiana" | "US/Eastern" | "US/Hawaii" | "US/Indiana-Starke" | "US/Michigan" | "US/Mountain" | "US/Pacific" | "US/Samoa" | "UTC" | "Universal" | "W-SU" | "WET" | "Zulu";
            /** @description Absent: keep the stored ones; else every figure. */
            homeFigures?: components["schemas"]["HomeFiguresInput"] & unknown;
            /**
             * @description Absent: keep the stored one; else whole dong for one US dollar (1–10,000,000) and
             *     the rate's date, `YYYY-MM-DD`.
             */
            usdVndRate?: components["schemas"]["ExchangeRate"] & unknown;
            /**
             * Format: uint32
             * @description Absent: keep the stored one; else subscription confirmations sent at most per hour,
             *     all addresses together, 1–10,000.
             */
            confirmationsPerHour?: number;
        };
        /** AnswerInput */
        AnswerInput: {
            /**
             * @description Words to the person, sent with the answer; required for a correction (say what was
             *     corrected). At most 5,000 characters.
             */
            note?: string;
        };
        /**
         * @description The inbox's "assigned to" filter.
         * @enum {string}
         */
        Assigned: "me";
        /**
         * @description Who receives a newsletter: the Vietnamese subscribers, the English ones, or all (each in
         *     their language).
         * @enum {string}
         */
        Audience: "vi" | "en" | "all";
        /** BackupItem */
        BackupItem: {
            /** @description `tradelane-YYYYMMDD-HHMMSS[-n]-manual.tar` or `…-scheduled.tar`. */
            name: string;
            /**
             * Format: uint64
             * @description Bytes.
             */
            size: number;
            /** @description RFC 3339, UTC: when it was made. */
            createdAt: string;
            /** @description Made by the schedule (only these are pruned to the last K). */
            scheduled: boolean;
            /**
             * @description Its copy in the object store, when a remote destination is set
             *     (docs/decisions-spec.md §26).
             */
            remote?: components["schemas"]["RemoteCopy"] & unknown;
        };
        /** BackupList */
        BackupList: {
            /** @description Newest first, at most `limit` of them. */
            items: components["schemas"]["BackupItem"][];
            /**
             * Format: uint64
             * @description How many backups there are.
             */
            total: number;
            schedule: components["schemas"]["Schedule"];
            /**
             * @description Why the schedule needs attention (the last scheduled backup failed, or is older than
             *     twice its interval), in the caller's language; absent when all is well.
             */
            warning?: string;
            /**
             * @description Uploads to the remote destination are failing (they are retried by themselves), in
             *     the caller's language; absent when none fails.
             */
            uploadWarning?: string;
        };
        /** BackupMade */
        BackupMade: {
            name: string;
        };
        /**
         * BlogPost
         * @description One blog post with its bodies, and the posts published just before and after it.
         */
        BlogPost: {
            id: string;
            slug: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
            contentVi: string;
            contentEn: string;
            author: string;
            /** @description RFC 3339 timestamp. */
            publishedAt: string;
            /** @description Absent when there is no image. */
            imageUrl?: string;
            /** @description The picture's alt text from the media library, when the image is one of its pictures. */
            imageAltVi?: string;
            imageAltEn?: string;
            /** @description At most three other posts, the nearest in publication order. */
            related: components["schemas"]["BlogPostSummary"][];
        };
        /**
         * BlogPostInput
         * @description A blog post as the owner edits it (drafts included).
         *
         *     Unknown fields are refused. Lengths count characters (Unicode code points) of the
         *     text as sent; the stored text is trimmed.
         */
        BlogPostInput: {
            /**
             * @description Lowercase letters, digits and single hyphens; unique among posts; the page's address
             *     is `/blog/{slug}`.
             */
            slug: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /**
             * @description Blank lines separate paragraphs.
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentVi: string;
            /**
             * @description Blank lines separate paragraphs.
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            author: string;
            /**
             * Format: date-time
             * @description The publication date, RFC 3339 (stored in UTC, to the second); the blog lists the
             *     newest first.
             */
            publishedAt: string;
            /**
             * @description Absent or empty: no picture. Otherwise a picture of this site: `/media/…` (an upload)
             *     or `/images/…`.
             */
            imageUrl?: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * BlogPostItem
         * @description A blog post as the owner edits it (drafts included).
         */
        BlogPostItem: {
            id: string;
            /** @description RFC 3339 time of the last change of what the public sees. */
            updatedAt: string;
            /**
             * @description Lowercase letters, digits and single hyphens; unique among posts; the page's address
             *     is `/blog/{slug}`.
             */
            slug: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /**
             * @description Blank lines separate paragraphs.
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentVi: string;
            /**
             * @description Blank lines separate paragraphs.
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            author: string;
            /**
             * Format: date-time
             * @description The publication date, RFC 3339 (stored in UTC, to the second); the blog lists the
             *     newest first.
             */
            publishedAt: string;
            /**
             * @description Absent or empty: no picture. Otherwise a picture of this site: `/media/…` (an upload)
             *     or `/images/…`.
             */
            imageUrl?: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * BlogPostSummary
         * @description A blog post as its card shows it: no bodies, their reading times instead.
         */
        BlogPostSummary: {
            id: string;
            slug: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
            author: string;
            /** @description RFC 3339 timestamp. */
            publishedAt: string;
            /**
             * Format: int64
             * @description Minutes to read the Vietnamese body (words / 200, rounded up).
             */
            readingMinutesVi: number;
            /**
             * Format: int64
             * @description Minutes to read the English body.
             */
            readingMinutesEn: number;
            /** @description Absent when there is no image. */
            imageUrl?: string;
            imageAltVi?: string;
            imageAltEn?: string;
        };
        /**
         * Breach
         * @description One entry of the breach register.
         */
        Breach: {
            /** Format: int64 */
            id: number;
            /** @description What happened. */
            what: string;
            /** @description When it was found (`YYYY-MM-DD`). */
            foundAt: string;
            /** @description Whom it concerns (which people, which data). */
            concerns: string;
            /** @description When it was reported to the authority (`YYYY-MM-DD`); absent: not yet. */
            reportedAt?: string;
            createdAt: string;
            createdBy: string;
        };
        /** BreachInput */
        BreachInput: {
            /** @description What happened, at most 5,000 characters. */
            what: string;
            /** @description When it was found, `YYYY-MM-DD`. */
            foundAt: string;
            /** @description Whom it concerns: which people, which data (at most 5,000 characters). */
            concerns: string;
            /** @description When it was reported to the authority, `YYYY-MM-DD`; absent or null: not yet. */
            reportedAt?: string | null;
        };
        /** BreachPage */
        BreachPage: {
            /** @description Latest found first. */
            items: components["schemas"]["Breach"][];
            /** Format: int64 */
            total: number;
        };
        /**
         * BuiltInYear
         * @description A built-in year's days, date order: what applies while the owner has not set the year.
         */
        BuiltInYear: {
            /** Format: int32 */
            year: number;
            days: components["schemas"]["HolidayDay"][];
        };
        /** BulkDelete */
        BulkDelete: {
            ids: string[];
        };
        /**
         * BulkDone
         * @description What a bulk action did.
         */
        BulkDone: {
            /**
             * Format: int64
             * @description How many enquiries it changed or deleted.
             */
            count: number;
        };
        /**
         * BulkStatus
         * @description The enquiries a bulk action applies to: one page's at most; ids that no longer exist
         *     are skipped.
         */
        BulkStatus: {
            ids: string[];
            status: components["schemas"]["EnquiryStatus"];
        };
        /** CaseStudy */
        CaseStudy: {
            id: string;
            slug: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
            contentVi: string;
            contentEn: string;
            clientName: string;
            industry: string;
            /** @description Absent when there is no image. */
            imageUrl?: string;
            /** @description The picture's alt text from the media library, when the image is one of its pictures. */
            imageAltVi?: string;
            imageAltEn?: string;
        };
        /**
         * CaseStudyDetail
         * @description One case study, and others (at most three) to link to.
         */
        CaseStudyDetail: {
            id: string;
            slug: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
            contentVi: string;
            contentEn: string;
            clientName: string;
            industry: string;
            /** @description Absent when there is no image. */
            imageUrl?: string;
            /** @description The picture's alt text from the media library, when the image is one of its pictures. */
            imageAltVi?: string;
            imageAltEn?: string;
            related: components["schemas"]["CaseStudy"][];
        };
        /**
         * CaseStudyInput
         * @description A case study as the owner edits it (drafts included).
         *
         *     Unknown fields are refused. Lengths count characters (Unicode code points) of the
         *     text as sent; the stored text is trimmed.
         */
        CaseStudyInput: {
            /**
             * @description Lowercase letters, digits and single hyphens; unique among case studies; the page's
             *     address is `/case-studies/{slug}`.
             */
            slug: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /**
             * @description Lines that begin with a dash are result lines (the card shows two).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentVi: string;
            /**
             * @description Lines that begin with a dash are result lines (the card shows two).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            clientName: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            industry: string;
            /**
             * @description Absent or empty: no picture. Otherwise a picture of this site: `/media/…` (an upload)
             *     or `/images/…`.
             */
            imageUrl?: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * CaseStudyItem
         * @description A case study as the owner edits it (drafts included).
         */
        CaseStudyItem: {
            id: string;
            /** @description RFC 3339 time of the last change of what the public sees. */
            updatedAt: string;
            /**
             * @description Lowercase letters, digits and single hyphens; unique among case studies; the page's
             *     address is `/case-studies/{slug}`.
             */
            slug: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /**
             * @description Lines that begin with a dash are result lines (the card shows two).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentVi: string;
            /**
             * @description Lines that begin with a dash are result lines (the card shows two).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            clientName: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            industry: string;
            /**
             * @description Absent or empty: no picture. Otherwise a picture of this site: `/media/…` (an upload)
             *     or `/images/…`.
             */
            imageUrl?: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /** ComponentHealth */
        ComponentHealth: {
            status: components["schemas"]["ComponentStatus"];
            /** @description Why it is not `ok`; absent when it is. */
            error?: string;
        };
        /**
         * @description How one part is doing.
         * @enum {string}
         */
        ComponentStatus: "ok" | "failing" | "stopped";
        /** ConfirmRequest */
        ConfirmRequest: {
            /** @description The token of the confirmation link (not blank). */
            token: string;
        };
        /** ConfirmToken */
        ConfirmToken: {
            /** @description The token of the confirmation link (not blank). */
            token: string;
        };
        /** ConsentHistory */
        ConsentHistory: {
            /** @description Every version, newest (the one shown now) first. */
            items: components["schemas"]["ConsentStatement"][];
        };
        /** ConsentInput */
        ConsentInput: {
            /** @description The statement in Vietnamese, at most 2,000 characters. */
            textVi: string;
            /** @description The statement in English, at most 2,000 characters. */
            textEn: string;
        };
        /**
         * ConsentStatement
         * @description One version of the statement, in both languages.
         */
        ConsentStatement: {
            /** Format: int64 */
            version: number;
            textVi: string;
            textEn: string;
            /** @description When it was written (RFC 3339, UTC). */
            createdAt: string;
        };
        /** ContactCreated */
        ContactCreated: {
            /** @description The stored enquiry's id. */
            id: string;
            /** @description A thank-you text in the enquiry's language. */
            message: string;
        };
        /**
         * ContactRequest
         * @description The body of `POST /api/contact`, as the server checks it. Unknown fields are ignored.
         *     Lengths count characters (Unicode code points) of the text as sent; the stored text is
         *     trimmed. "Not blank" means at least one character that is not white space (Unicode
         *     `White_Space`, the set the pattern lists).
         */
        ContactRequest: {
            /** @description Full name: one line, not blank, at most 200 characters. */
            name: string;
            /**
             * Format: email
             * @description E-mail address (with a dotted domain, without a display name or surrounding
             *     spaces), at most 254 characters.
             */
            email: string;
            /** @description Company: one line, not blank, at most 200 characters. */
            company: string;
            /**
             * @description Phone number: one line, optional (absent, null or blank: none), at most 50
             *     characters.
             */
            phone?: string | null;
            /** @description The message, not blank, at most 5,000 characters (line breaks welcome). */
            message: string;
            /** @description The language to answer in. */
            preferredLanguage: components["schemas"]["PreferredLanguage"] & unknown;
            /**
             * @description What the enquiry is about, when it was sent from a calculator's result ("Request a
             *     quote with these figures"); absent or null: none.
             */
            context?: (components["schemas"]["EnquiryContext"] & unknown) | null;
            /** @description Where the visit that sent it came from (its first page); absent or null: unknown. */
            source?: (components["schemas"]["EnquirySource"] & unknown) | null;
            /**
             * Format: int64
             * @description The version of the consent statement the form showed (`GET /api/consent`), kept with
             *     the enquiry and the time (docs/decisions-spec.md §27); absent or null: none recorded.
             */
            consentVersion?: number | null;
            /**
             * @description Leave it out. A field that people never see (the form hides it): an enquiry with any
             *     value here but null or blank text is still answered 201, and kept with status `spam`.
             */
            website?: unknown;
        };
        /**
         * ConversionFigures
         * @description Conversion of one landing page, source, campaign or tool: enquiries ÷ visitors.
         */
        ConversionFigures: {
            value: string;
            /** Format: int64 */
            visitors: number;
            /** Format: int64 */
            enquiries: number;
            /**
             * Format: double
             * @description `enquiries / visitors`; absent when there were no visitors.
             */
            rate?: number;
            /** @description The sum of the values not listed (`value` is `""`). */
            other?: boolean;
        };
        /** Conversions */
        Conversions: {
            /** @description By landing page (visitors who arrived on it). */
            pages: components["schemas"]["ConversionFigures"][];
            /** @description By source (visitors who arrived from it). */
            sources: components["schemas"]["ConversionFigures"][];
            campaigns: components["schemas"]["ConversionFigures"][];
            /** @description By tool (visitors who used it; the enquiry's tool is the last one used). */
            tools: components["schemas"]["ConversionFigures"][];
            /**
             * Format: int64
             * @description Enquiries whose visit was not counted.
             */
            unattributed: number;
        };
        /** Created */
        Created: {
            /** Format: int64 */
            id: number;
        };
        /** DayFigures */
        DayFigures: {
            /** @description `YYYY-MM-DD`, Vietnam's calendar. */
            date: string;
            /** Format: int64 */
            visitors: number;
            /** Format: int64 */
            pageviews: number;
        };
        /**
         * DemurrageTariff
         * @description A demurrage and detention tariff at a Vietnamese port.
         */
        DemurrageTariff: {
            /** @description A port code of the demurrage tracker (`sgn`, `cmv`, `hph`, `lch`, `dad`, `qui`). */
            port: string;
            /** @description Empty: the port's tariff for any carrier. */
            carrier: string;
            /** @description `20gp`, `40gp`, `40hc`, `20rf`, `40rf`, `20ot` or `40fr`. */
            container: string;
            /** Format: uint32 */
            freeDays: number;
            /** @description Steps from day 1, in order. */
            demurrage: components["schemas"]["RateTier"][];
            detention: components["schemas"]["RateTier"][];
        };
        /**
         * EnquiryContext
         * @description A calculator's figures an enquiry is about (docs/decisions-spec.md §15).
         */
        EnquiryContext: {
            tool: components["schemas"]["ToolName"];
            /**
             * @description The calculator's link with its inputs: a path on this site (`/tools/…?…`), at most
             *     2,000 characters.
             */
            link: string;
            /**
             * @description The result in a few lines, in the visitor's language: not blank, at most 2,000
             *     characters.
             */
            summary: string;
        };
        /**
         * EnquiryContextView
         * @description The calculator's figures an enquiry was sent with (docs/decisions-spec.md §15).
         */
        EnquiryContextView: {
            /** @description The calculator (`freight-calculator`…). */
            tool: string;
            /** @description Its link with the inputs: a path on this site. */
            link: string;
            summary: string;
        };
        /** EnquiryDetail */
        EnquiryDetail: {
            id: string;
            createdAt: string;
            status: string;
            preferredLanguage: string;
            name: string;
            email: string;
            company: string;
            phone?: string;
            message: string;
            /** @description Whether an owner has opened it (reading it through this endpoint does). */
            read: boolean;
            /** @description Absent when it was not sent from a calculator. */
            context?: components["schemas"]["EnquiryContextView"] & unknown;
            /** @description Absent when the visit's origin is unknown. */
            source?: components["schemas"]["EnquirySourceView"] & unknown;
            /** @description The address of the team member responsible; absent: nobody yet. */
            assignee?: string;
            /** @description The day to follow it up (`YYYY-MM-DD`, the business's time zone); absent: none. */
            followUp?: string;
            /** @description Oldest first. */
            notes: components["schemas"]["Note"][];
            /** @description The e-mail notices of this enquiry. */
            notices: components["schemas"]["Notice"][];
        };
        /**
         * EnquiryGroup
         * @description Enquiries of the period with the same landing page, source, campaign and tool.
         */
        EnquiryGroup: {
            /**
             * @description The visit's landing page; absent when the enquiry's visit was not counted (no
             *     JavaScript, `Sec-GPC`, counting off).
             */
            landingPath?: string;
            /** @description As in `sources` (`""`: none); absent when the visit was not counted. */
            source?: string;
            campaign?: string;
            /** @description The last calculator used before sending it; absent when none. */
            tool?: string;
            /** Format: int64 */
            count: number;
        };
        /** EnquiryPage */
        EnquiryPage: {
            items: components["schemas"]["EnquirySummary"][];
            /**
             * Format: int64
             * @description How many match the filter.
             */
            total: number;
            /**
             * Format: int64
             * @description How many have status `new` (whatever the filter).
             */
            newCount: number;
        };
        /**
         * EnquiryPatch
         * @description The body of `PATCH /api/admin/enquiries/{id}`: at least one field (an empty body is
         *     refused: it would change nothing, which is a caller's mistake).
         */
        EnquiryPatch: {
            status?: components["schemas"]["EnquiryStatus"];
            /** @description An internal note, not blank, at most 5,000 characters (stored trimmed). */
            note?: string;
            /** @description `false` marks it unread again (`true`, read, as opening it does). */
            read?: boolean;
            /**
             * @description The address of the team member who becomes responsible (they are told by e-mail);
             *     an empty text leaves it to nobody.
             */
            assignee?: string;
            /** @description The day to follow it up, `YYYY-MM-DD`; an empty text clears it. */
            followUp?: string;
        };
        /**
         * EnquirySource
         * @description Where a visit came from, taken from its first page (docs/decisions-spec.md §15). Each field
         *     optional (absent, null or blank: unknown).
         */
        EnquirySource: {
            /** @description The first page's path (without its query), at most 500 characters. */
            landingPath?: string | null;
            /** @description The host of the page that linked to it (one line, at most 253 characters). */
            referrerHost?: string | null;
            /** @description `utm_source` of the first page (one line, at most 200 characters); so are the next two. */
            utmSource?: string | null;
            utmMedium?: string | null;
            utmCampaign?: string | null;
        };
        /**
         * EnquirySourceView
         * @description Where the enquiry's visit came from; a field is absent when unknown.
         */
        EnquirySourceView: {
            landingPath?: string;
            referrerHost?: string;
            utmSource?: string;
            utmMedium?: string;
            utmCampaign?: string;
        };
        /** @enum {string} */
        EnquiryStatus: "new" | "contacted" | "closed" | "spam";
        /** EnquirySummary */
        EnquirySummary: {
            id: string;
            createdAt: string;
            /** @description `new`, `contacted`, `closed` or `spam`. */
            status: string;
            preferredLanguage: string;
            name: string;
            email: string;
            company: string;
            phone?: string;
            message: string;
            /** @description Whether an owner has opened it. */
            read: boolean;
            /** @description Absent when it was not sent from a calculator. */
            context?: components["schemas"]["EnquiryContextView"] & unknown;
            /** @description Absent when the visit's origin is unknown. */
            source?: components["schemas"]["EnquirySourceView"] & unknown;
            /** @description The address of the team member responsible; absent: nobody yet. */
            assignee?: string;
            /** @description The day to follow it up (`YYYY-MM-DD`, the business's time zone); absent: none. */
            followUp?: string;
        };
        /**
         * ErasureDone
         * @description What an erasure removed.
         */
        ErasureDone: {
            /** Format: int64 */
            enquiries: number;
            /** Format: int64 */
            subscriptions: number;
        };
        /**
         * ErasureRequest
         * @description `POST /api/admin/enquiries/erasure`: one person's request to erase their data.
         */
        ErasureRequest: {
            /**
             * Format: email
             * @description The person's e-mail address (any case).
             */
            email: string;
        };
        /**
         * ErrorBody
         * @description The body of every error answer of the API.
         */
        ErrorBody: {
            /** @description A human readable explanation, in the visitor's language where it can be told. */
            error: string;
        };
        /**
         * EventRequest
         * @description One event. Unknown fields are refused. Sent as `application/json`, or as `text/plain`
         *     (what `navigator.sendBeacon` sends for a string).
         */
        EventRequest: {
            type: components["schemas"]["EventType"];
            /**
             * @description The page's path with its query (`/blog/x?utm_source=zalo`): only the path and the
             *     `utm_source`, `utm_medium` and `utm_campaign` values are kept.
             */
            path: string;
            /**
             * @description `document.referrer` on the first page, the previous page's address after a route
             *     change: only its host is kept, and only when it is another site's.
             */
            referrer?: string;
            /** @description The calculator (`incoterms-calculator`…) of a tool event. */
            tool?: string;
            /** @description The language the page is shown in (else the browser's `Accept-Language`). */
            lang?: components["schemas"]["PreferredLanguage"] & unknown;
        };
        /**
         * @description What happened.
         * @enum {string}
         */
        EventType: "pageview" | "calculated" | "pdf" | "link" | "quote";
        /**
         * ExchangeRate
         * @description Dong for one US dollar on `date` (`YYYY-MM-DD`). Whole dong: the banks quote it so, and a
         *     whole number keeps the settings comparable. Read it through [`SiteSettings::usd_vnd_rate`]
         *     (a rate card may later set it).
         */
        ExchangeRate: {
            /** Format: uint32 */
            vndPerUsd: number;
            date: string;
        };
        /**
         * ExpiryWarning
         * @description Lanes of the published card that stop applying soon, or already did.
         */
        ExpiryWarning: {
            /** @description Lanes whose `validUntil` is within 7 days (today included), soonest first; 50 at most. */
            expiring: components["schemas"]["FreightLane"][];
            /**
             * Format: uint32
             * @description How many lanes expire within 7 days.
             */
            expiringCount: number;
            /**
             * Format: uint32
             * @description How many lanes are past their `validUntil`.
             */
            expiredCount: number;
            /** @description The business's today (`YYYY-MM-DD`, in its time zone), which the warning counts from. */
            today: string;
        };
        /**
         * ExportedEnquiry
         * @description One enquiry in an export (docs/decisions-spec.md §15): dates in the business's time zone as
         *     local `YYYY-MM-DD HH:MM`, with its notes.
         */
        ExportedEnquiry: {
            id: string;
            /** @description Local `YYYY-MM-DD HH:MM` in the business's time zone (Settings). */
            createdAt: string;
            status: string;
            /** @description Whether an owner has opened it. */
            read: boolean;
            preferredLanguage: string;
            name: string;
            email: string;
            company: string;
            /** @description `null` when none was given (the export always has the key). */
            phone?: string | null;
            message: string;
            /**
             * @description The calculator it was sent from, its link and its summary (§15 `context`); `null`
             *     when it was not.
             */
            contextTool?: string | null;
            contextLink?: string | null;
            contextSummary?: string | null;
            /** @description Where its visit came from (§15 `source`); `null` when unknown. */
            landingPath?: string | null;
            referrerHost?: string | null;
            utmSource?: string | null;
            utmMedium?: string | null;
            utmCampaign?: string | null;
            /**
             * Format: int64
             * @description The version of the consent statement shown when it was sent (§27), if the form
             *     showed one.
             */
            consentVersion?: number;
            /** @description The internal notes, oldest first. */
            notes: components["schemas"]["ExportedNote"][];
        };
        /** ExportedNote */
        ExportedNote: {
            /** @description Local `YYYY-MM-DD HH:MM` in the business's time zone. */
            createdAt: string;
            author: string;
            text: string;
        };
        /**
         * @description `csv` (UTF-8 with BOM) or `json`.
         * @enum {string}
         */
        FileFormat: "csv" | "json";
        /**
         * FreightLane
         * @description One freight lane: a port pair, service and container type, its charges in USD, valid on
         *     departure dates from `validFrom` to `validUntil` (both included).
         */
        FreightLane: {
            /** @description An origin port code of the calculator (`sgn`, `hph`, …). */
            origin: string;
            /** @description A destination port code (UN/LOCODE, `NLRTM`, …). */
            destination: string;
            service: components["schemas"]["RateService"];
            /** @description `standard`, `reefer`, `opentop` or `flatrack`; empty for LCL. */
            container: string;
            /**
             * Format: double
             * @description USD per container (FCL) or per m³ (LCL).
             */
            base: number;
            /**
             * Format: double
             * @description Percent of base.
             */
            baf: number;
            /** Format: double */
            caf: number;
            /** Format: double */
            lss: number;
            /** Format: double */
            pss: number;
            /**
             * Format: double
             * @description USD per container.
             */
            thc: number;
            /**
             * Format: double
             * @description USD per bill of lading.
             */
            doc: number;
            /**
             * Format: double
             * @description USD per container.
             */
            security: number;
            /** Format: uint32 */
            transitMin: number;
            /** Format: uint32 */
            transitMax: number;
            carrier: string;
            /** @description `YYYY-MM-DD`. */
            validFrom: string;
            /** @description `YYYY-MM-DD`; the last departure date the lane applies to. */
            validUntil: string;
        };
        /** Health */
        Health: {
            status: components["schemas"]["OverallStatus"];
            /** @description What is wrong, in the caller's language; absent when the status is `ok`. */
            error?: string;
            /**
             * @description Each part by name: `database` (it can be read), `enquiryWriter` (it stores
             *     enquiries), `noticeSender` (it sends enquiry notices by e-mail), `eventRecorder` (it
             *     stores visit counts; absent with `--no-analytics`), `renderer` (it renders pages in
             *     the server; `failing` from a failed render until one works), `backups` (`failing`
             *     when the last scheduled backup failed or is older than twice its interval: a warning
             *     only, it never makes the status `unavailable`).
             */
            components: {
                [key: string]: components["schemas"]["ComponentHealth"];
            };
        };
        /**
         * HolidayCalendar
         * @description Every year the owner set, oldest first: `GET /api/holidays`, and the demurrage page's
         *     data block.
         */
        HolidayCalendar: {
            years: components["schemas"]["HolidayYear"][];
        };
        /**
         * HolidayDay
         * @description One day of a year's schedule.
         */
        HolidayDay: {
            /** @description `YYYY-MM-DD`, in the year it is listed under. */
            date: string;
            kind: components["schemas"]["HolidayKind"];
        };
        /**
         * @description What a day is: a day off of one of the occasions of Labour Code art. 112 (and the
         *     Culture Day of 24 November), a day off made up or swapped, or a weekend day worked.
         * @enum {string}
         */
        HolidayKind: "newYear" | "tet" | "hungKings" | "reunification" | "labourDay" | "nationalDay" | "cultureDay" | "compensatory" | "swapped" | "workday";
        /**
         * HolidayYear
         * @description A year the owner set.
         */
        HolidayYear: {
            /** Format: int32 */
            year: number;
            /** @description In date order. */
            days: components["schemas"]["HolidayDay"][];
            /** @description When the owner saved it (RFC 3339, UTC). */
            updatedAt: string;
        };
        /**
         * HolidayYearInput
         * @description The body of `PUT /api/admin/holidays/{year}`: the year's whole schedule.
         */
        HolidayYearInput: {
            /** @description Days off and make-up workdays, each once. */
            days: components["schemas"]["HolidayDay"][];
        };
        /**
         * HomeFigure
         * @description One figure as the owner edits it.
         */
        HomeFigure: {
            /** @description Hidden figures are left out of the page. */
            shown: boolean;
            valueVi: string;
            valueEn: string;
            labelVi: string;
            labelEn: string;
        };
        /**
         * HomeFigureInput
         * @description One figure in a save: a value of at most 20 characters and a label of at most 100, one
         *     line and not blank, each language.
         */
        HomeFigureInput: {
            shown: boolean;
            valueVi: string;
            valueEn: string;
            labelVi: string;
            labelEn: string;
        };
        /**
         * HomeFigures
         * @description Every figure by its place: the headline row (`clients`, `orders`, `onTime`, `support`)
         *     under the hero, and the track record row (`rating`, `countries`, `totalOrders`).
         */
        HomeFigures: {
            clients: components["schemas"]["HomeFigure"];
            orders: components["schemas"]["HomeFigure"];
            onTime: components["schemas"]["HomeFigure"];
            support: components["schemas"]["HomeFigure"];
            rating: components["schemas"]["HomeFigure"];
            countries: components["schemas"]["HomeFigure"];
            totalOrders: components["schemas"]["HomeFigure"];
        };
        /**
         * HomeFiguresInput
         * @description Every figure in a save (see [`HomeFigures`]).
         */
        HomeFiguresInput: {
            clients: components["schemas"]["HomeFigureInput"];
            orders: components["schemas"]["HomeFigureInput"];
            onTime: components["schemas"]["HomeFigureInput"];
            support: components["schemas"]["HomeFigureInput"];
            rating: components["schemas"]["HomeFigureInput"];
            countries: components["schemas"]["HomeFigureInput"];
            totalOrders: components["schemas"]["HomeFigureInput"];
        };
        /**
         * ImportLine
         * @description One line of the report: its number in the file (the header is line 1) and why.
         */
        ImportLine: {
            /** Format: uint64 */
            line: number;
            reason: string;
        };
        /**
         * ImportReport
         * @description What an import did.
         */
        ImportReport: {
            /**
             * Format: uint64
             * @description Subscribers added (0 when any line was refused: nothing is stored then).
             */
            imported: number;
            /**
             * Format: uint64
             * @description Lines skipped: the address is already on the list or earlier in the file.
             */
            skippedCount: number;
            /**
             * Format: uint64
             * @description Lines refused, with the reason; any refusal stops the whole file.
             */
            refusedCount: number;
            /** @description The first 200 of each, in file order. */
            skipped: components["schemas"]["ImportLine"][];
            refused: components["schemas"]["ImportLine"][];
        };
        /** ImportRequest */
        ImportRequest: {
            /**
             * @description The CSV file's text (UTF-8, a BOM allowed): a header row naming the columns `email`,
             *     `language` (`vi` or `en`; blank: `vi`), `consent_basis` and `consent_date`
             *     (`YYYY-MM-DD`), then one subscriber a line; at most 1 MB and 20,000 lines.
             */
            csv: string;
        };
        /** Industry */
        Industry: {
            id: string;
            slug: string;
            /** @description One of factory, shopping, food, fashion, tech, health. */
            icon: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
        };
        /**
         * @description The icons an industry card may show.
         * @enum {string}
         */
        IndustryIcon: "factory" | "shopping" | "food" | "fashion" | "tech" | "health";
        /**
         * IndustryInput
         * @description An industry as the owner edits it (drafts included).
         *
         *     Unknown fields are refused. Lengths count characters (Unicode code points) of the
         *     text as sent; the stored text is trimmed.
         */
        IndustryInput: {
            /** @description Lowercase letters, digits and single hyphens; unique among industries. */
            slug: string;
            icon: components["schemas"]["IndustryIcon"];
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * IndustryItem
         * @description An industry as the owner edits it (drafts included).
         */
        IndustryItem: {
            id: string;
            /** @description RFC 3339 time of the last change of what the public sees. */
            updatedAt: string;
            /** @description Lowercase letters, digits and single hyphens; unique among industries. */
            slug: string;
            icon: components["schemas"]["IndustryIcon"];
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * InvitationAccept
         * @description The body of `POST /api/admin/invitations/accept`.
         */
        InvitationAccept: {
            /** @description The token of the e-mailed link. */
            token: string;
            /**
             * Format: password
             * @description 12–1,024 characters, not easy to guess.
             */
            password: string;
            /** @description The console's language, kept as the account's. */
            language?: components["schemas"]["PreferredLanguage"] & unknown;
        };
        /** InvitationPage */
        InvitationPage: {
            items: components["schemas"]["InvitationView"][];
            /** Format: int64 */
            total: number;
        };
        /**
         * InvitationRequest
         * @description The body of `POST /api/admin/invitations`.
         */
        InvitationRequest: {
            /** Format: email */
            email: string;
            role: components["schemas"]["Role"];
            /** @description The e-mail's language (the inviting owner's by default). */
            language?: components["schemas"]["PreferredLanguage"] & unknown;
        };
        /** InvitationView */
        InvitationView: {
            /** Format: int64 */
            id: number;
            email: string;
            role: components["schemas"]["Role"];
            /** @description The owner who sent it. */
            invitedBy: string;
            /** @description RFC 3339, UTC. */
            createdAt: string;
            /** @description RFC 3339, UTC: the link stops working then (resend for 7 more days). */
            expiresAt: string;
        };
        /**
         * MediaItem
         * @description A picture of the library, as the console sees it.
         */
        MediaItem: {
            id: string;
            /** @description The main picture (at most 1600 px on its longest side): `/media/<hash>.jpg` or `.png`. */
            url: string;
            /** @description The card picture (at most 800 px): `/media/<hash>-card.jpg` or `.png`. */
            cardUrl: string;
            /** @description The 1200×630 share picture (Open Graph): `/media/<hash>-share.jpg`. */
            shareUrl: string;
            altVi: string;
            altEn: string;
            /**
             * Format: uint32
             * @description Of the main picture, in pixels.
             */
            width: number;
            /** Format: uint32 */
            height: number;
            /**
             * Format: uint64
             * @description The size of the main picture's file.
             */
            bytes: number;
            /** @description RFC 3339, UTC. */
            createdAt: string;
        };
        /** MediaList */
        MediaList: {
            /** @description One page of the library, newest first. */
            items: components["schemas"]["MediaItem"][];
            /**
             * Format: int64
             * @description How many pictures the library holds (with `url`: 1 when it has that picture, else 0).
             */
            total: number;
        };
        /** @description One picture and its alt texts. Other parts of the form are ignored; a second `file` is refused. */
        MediaUpload: {
            /**
             * Format: binary
             * @description A JPEG, PNG or WebP picture of at most 5 MB (5,242,880 bytes), 100 to 8000 pixels a side and at most 25 megapixels. The type is told by the bytes; the part's name and type are not read.
             */
            file: string;
            /** @description What the picture shows, in Vietnamese: not blank, at most 300 characters (trimmed). */
            altVi: string;
            /** @description What the picture shows, in English: not blank, at most 300 characters (trimmed). */
            altEn: string;
        };
        /**
         * MemberChange
         * @description The body of `PATCH /api/admin/team/members/{id}`: at least one field.
         */
        MemberChange: {
            role?: components["schemas"]["Role"];
            /** @description `true` suspends the account (its sessions end at once), `false` lets it back in. */
            suspended?: boolean;
        };
        /** MemberPage */
        MemberPage: {
            items: components["schemas"]["TeamMember"][];
            /** Format: int64 */
            total: number;
        };
        /** Message */
        Message: {
            /** @description A text for the visitor, in their language. */
            message: string;
        };
        /**
         * NewNewsletterRequest
         * @description The body of `POST /api/admin/newsletters`.
         */
        NewNewsletterRequest: {
            /** @description The Vietnamese subject (one line); absent: the post's title. */
            subjectVi?: string;
            subjectEn?: string;
            /** @description Markdown (raw HTML shows as text). With a post, it follows the post's summary. */
            bodyVi?: string;
            bodyEn?: string;
            /** @description A published post: its picture, title, summary and a link to it in each language. */
            postId?: string;
            audience: components["schemas"]["Audience"];
        };
        /**
         * Newsletter
         * @description One newsletter with its versions.
         */
        Newsletter: {
            /** Format: int64 */
            id: number;
            /** @description `vi`, `en` or `all`. */
            audience: string;
            /** @description The subject in Vietnamese, else in English. */
            subject: string;
            /** @description `draft`, `scheduled`, `sending` (recipients left to deliver) or `sent`. */
            state: string;
            /** @description When a scheduled newsletter goes (RFC 3339, UTC). */
            sendAt?: string;
            /** @description When its recipients were queued (RFC 3339, UTC). */
            queuedAt?: string;
            createdAt: string;
            createdBy: string;
            /**
             * Format: int64
             * @description Recipients still to deliver (waiting, or retrying after a refusal).
             */
            queued: number;
            /** Format: int64 */
            sent: number;
            /**
             * Format: int64
             * @description Refused for good (the address is then marked bounced).
             */
            failed: number;
            /**
             * Format: int64
             * @description Recipients who unsubscribed after receiving it.
             */
            unsubscribed: number;
            postId?: string;
            subjectVi?: string;
            subjectEn?: string;
            bodyVi?: string;
            bodyEn?: string;
        };
        /** NewsletterPage */
        NewsletterPage: {
            /** @description Newest first. */
            items: components["schemas"]["NewsletterSummary"][];
            /** Format: int64 */
            total: number;
        };
        /**
         * NewsletterSettings
         * @description The throttle: newsletter messages the outbox sends a minute.
         */
        NewsletterSettings: {
            /**
             * Format: uint32
             * @description 1 to 10,000.
             */
            perMinute: number;
        };
        /**
         * NewsletterSummary
         * @description A newsletter as the console lists it.
         */
        NewsletterSummary: {
            /** Format: int64 */
            id: number;
            /** @description `vi`, `en` or `all`. */
            audience: string;
            /** @description The subject in Vietnamese, else in English. */
            subject: string;
            /** @description `draft`, `scheduled`, `sending` (recipients left to deliver) or `sent`. */
            state: string;
            /** @description When a scheduled newsletter goes (RFC 3339, UTC). */
            sendAt?: string;
            /** @description When its recipients were queued (RFC 3339, UTC). */
            queuedAt?: string;
            createdAt: string;
            createdBy: string;
            /**
             * Format: int64
             * @description Recipients still to deliver (waiting, or retrying after a refusal).
             */
            queued: number;
            /** Format: int64 */
            sent: number;
            /**
             * Format: int64
             * @description Refused for good (the address is then marked bounced).
             */
            failed: number;
            /**
             * Format: int64
             * @description Recipients who unsubscribed after receiving it.
             */
            unsubscribed: number;
        };
        /** Note */
        Note: {
            /** Format: int64 */
            id: number;
            /** @description The owner who wrote it. */
            author: string;
            text: string;
            createdAt: string;
        };
        /**
         * Notice
         * @description One notice as the console shows it.
         */
        Notice: {
            /** Format: int64 */
            id: number;
            /**
             * @description `enquiry`, `digest` (an enquiry announced in a digest), `test`, `security` (failed
             *     sign-ins, to the account), `reset` (a password reset link), `confirm` (a
             *     subscription's confirmation link; links are never shown) or `newsletter`.
             */
            kind: string;
            enquiryId?: string;
            recipient: string;
            /** @description `pending`, `retrying`, `sent` or `failed`. */
            state: string;
            /** Format: int64 */
            attempts: number;
            /** @description The SMTP server's last refusal (never holds the SMTP password). */
            lastError?: string;
            /**
             * @description What the last failure was, for the console to say in the owner's language:
             *     `connectionRefused`, `authFailed`, `tls`, `recipientRefused`, `timeout`, `other`, or
             *     `cancelled` (the owner stopped it).
             */
            errorKind?: string;
            createdAt: string;
            sentAt?: string;
        };
        /**
         * NoticeDigest
         * @description The enquiry digest: `minutes` between two notices to one recipient.
         */
        NoticeDigest: {
            /**
             * Format: uint32
             * @description 0: a notice per enquiry, at once; else at most one e-mail per this many minutes
             *     (up to a day) listing the enquiries that came meanwhile.
             */
            minutes: number;
        };
        /** NoticeList */
        NoticeList: {
            /** @description Newest first. */
            items: components["schemas"]["Notice"][];
        };
        /**
         * OrderInput
         * @description The new order of a list: its ids, first to last. Items left out keep their order after
         *     the listed ones.
         */
        OrderInput: {
            ids: string[];
        };
        /**
         * @description Whether the server can do its work: every part is `ok`.
         * @enum {string}
         */
        OverallStatus: "ok" | "unavailable";
        /** PageFigures */
        PageFigures: {
            /** @description `""` on the row of the other pages. */
            path: string;
            /** Format: int64 */
            visitors: number;
            /** Format: int64 */
            pageviews: number;
            /** @description The sum of the pages not listed (past the Dashboard's 100 rows, or a day's 1,000). */
            other?: boolean;
        };
        /**
         * PageInput
         * @description A standing page (about, faq, support, privacy, terms) as the owner edits it. Its body
         *     is plain text: blank lines separate blocks, `## ` starts a heading, `### ` a question
         *     (FAQ), `- ` a bulleted line; `{companyName}`, `{legalName}`, `{email}`, `{phone}` and
         *     `{address}` stand for the current settings.
         *
         *     Unknown fields are refused. Lengths count characters (Unicode code points) of the
         *     text as sent; the stored text is trimmed.
         */
        PageInput: {
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            bodyVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            bodyEn: string;
            /** @description false: the page answers 404 and leaves the footer's links and the sitemap. */
            published: boolean;
        };
        /**
         * PageItem
         * @description A standing page (about, faq, support, privacy, terms) as the owner edits it. Its body
         *     is plain text: blank lines separate blocks, `## ` starts a heading, `### ` a question
         *     (FAQ), `- ` a bulleted line; `{companyName}`, `{legalName}`, `{email}`, `{phone}` and
         *     `{address}` stand for the current settings.
         */
        PageItem: {
            slug: string;
            /** @description RFC 3339 time of the last change of what the public sees. */
            updatedAt: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            bodyVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            bodyEn: string;
            /** @description false: the page answers 404 and leaves the footer's links and the sitemap. */
            published: boolean;
        };
        /**
         * @description The five standing pages.
         * @enum {string}
         */
        PageSlug: "about" | "faq" | "support" | "privacy" | "terms";
        /**
         * PasswordChange
         * @description The body of `PUT /api/admin/password`.
         */
        PasswordChange: {
            /**
             * Format: password
             * @description Not empty. A wrong one is answered 403.
             */
            currentPassword: string;
            /**
             * Format: password
             * @description 12–1,024 characters.
             */
            newPassword: string;
        };
        /**
         * PersonalDataRequest
         * @description The body of `POST /api/personal-data/requests`.
         */
        PersonalDataRequest: {
            /**
             * Format: email
             * @description The address whose data the request is about; the confirmation link goes to it.
             */
            email: string;
            kind: components["schemas"]["RequestKind"];
            /** @description What to correct, or anything else to say (at most 2,000 characters). */
            message?: string;
            /**
             * @description The page's language: the e-mails and the answer are in it (absent: the request's
             *     `Accept-Language`).
             */
            language?: components["schemas"]["PreferredLanguage"] & unknown;
        };
        /**
         * PersonalDataSettings
         * @description The deadlines and the retention, as the business set them with its counsel; the
         *     defaults are the spec's (2 working days to acknowledge, 15 days to complete, enquiries
         *     kept 24 months). Retention is off until the owner turns it on: erasing on an upgrade,
         *     before anyone chose it, could not be undone.
         */
        PersonalDataSettings: {
            /**
             * Format: uint32
             * @description Working days (Monday to Friday, less the days off of the holiday calendar) to
             *     acknowledge a confirmed request: 1 to 30.
             */
            acknowledgeWorkingDays: number;
            /**
             * Format: uint32
             * @description Days to complete a confirmed request: 1 to 90.
             */
            completeDays: number;
            /** @description Whether the retention worker erases old data (off keeps everything). */
            retention: boolean;
            /**
             * Format: uint32
             * @description Enquiries older than this many months are erased: 1 to 240.
             */
            enquiryMonths: number;
            /**
             * Format: uint32
             * @description Bounced subscribers are erased this many months after the bounce: 1 to 240.
             */
            subscriberMonths: number;
        };
        /**
         * @description `vi` or `en`.
         * @enum {string}
         */
        PreferredLanguage: "vi" | "en";
        /**
         * Preview
         * @description A newsletter exactly as it is mailed, in one language.
         */
        Preview: {
            subject: string;
            html: string;
            text: string;
        };
        /** PreviousPeriod */
        PreviousPeriod: {
            from: string;
            to: string;
            /** Format: int64 */
            visitors: number;
            /** Format: int64 */
            pageviews: number;
            /** Format: int64 */
            enquiryCount: number;
            daily: components["schemas"]["DayFigures"][];
        };
        /**
         * PublicHomeFigure
         * @description A shown figure, as the page reads it.
         */
        PublicHomeFigure: {
            valueVi: string;
            valueEn: string;
            labelVi: string;
            labelEn: string;
        };
        /**
         * PublicHomeFigures
         * @description The shown figures of each row, in order; a row with none is not shown.
         */
        PublicHomeFigures: {
            headline: components["schemas"]["PublicHomeFigure"][];
            trackRecord: components["schemas"]["PublicHomeFigure"][];
        };
        /**
         * PublicRates
         * @description The published rate card. Without one (none published, or withdrawn) `version`,
         *     `publishedAt` and `usdVnd` are absent and the lists are empty: the calculators use their
         *     built-in indicative rates.
         */
        PublicRates: {
            /** Format: int64 */
            version?: number;
            /** @description RFC 3339, UTC. */
            publishedAt?: string;
            usdVnd?: components["schemas"]["UsdVnd"];
            /** @description Every lane, expired ones too: a lane applies on departure dates within its validity. */
            freight: components["schemas"]["FreightLane"][];
            demurrage: components["schemas"]["DemurrageTariff"][];
        };
        /**
         * PublicSettings
         * @description The public subset: `GET /api/settings`, and the data block in every page.
         */
        PublicSettings: {
            companyName: string;
            legalName: string;
            taglineVi: string;
            taglineEn: string;
            phone: string;
            email: string;
            streetVi: string;
            streetEn: string;
            cityVi: string;
            cityEn: string;
            /** @description Opening hours, one line of text. */
            hoursVi: string;
            hoursEn: string;
            /** @description Absent when the owner left it empty (then the link is not shown). */
            facebookUrl?: string;
            linkedinUrl?: string;
            youtubeUrl?: string;
            zaloUrl?: string;
            /** @description The home page's figures the owner shows, in order, row by row. */
            homeFigures: components["schemas"]["PublicHomeFigures"] & unknown;
            /** @description The US dollar's rate in dong and its date, for calculator links priced in dong. */
            usdVndRate: components["schemas"]["ExchangeRate"] & unknown;
        };
        /**
         * PublishedInfo
         * @description The version the site shows.
         */
        PublishedInfo: {
            /** Format: int64 */
            version: number;
            publishedAt: string;
        };
        /**
         * RateCard
         * @description The card as the owner edits it (the draft) and as each version keeps it.
         */
        RateCard: {
            usdVnd?: components["schemas"]["UsdVnd"];
            freight: components["schemas"]["FreightLane"][];
            demurrage: components["schemas"]["DemurrageTariff"][];
        };
        /**
         * RateImportRefusal
         * @description A file refused by line: nothing was imported.
         */
        RateImportRefusal: {
            /** @description A summary in the owner's language. */
            error: string;
            /** @description Each refused line (the header is line 1) and why; 500 at most. */
            lines: components["schemas"]["RateLineError"][];
            /**
             * Format: uint32
             * @description How many refusals there are in all.
             */
            count: number;
        };
        /**
         * RateImportReport
         * @description What an import did.
         */
        RateImportReport: {
            kind: components["schemas"]["RateSheetKind"];
            /**
             * Format: uint32
             * @description Rows now in the draft's list of that kind (the file's rows replace it whole).
             */
            imported: number;
        };
        /**
         * RateLineError
         * @description A refused row: its line in the file (or its place in the list, from 1) and why.
         */
        RateLineError: {
            /** Format: uint32 */
            line: number;
            message: string;
        };
        /**
         * @description `fcl20`, `fcl40` or `lcl`.
         * @enum {string}
         */
        RateService: "fcl20" | "fcl40" | "lcl";
        /**
         * @description Which list a sheet fills.
         * @enum {string}
         */
        RateSheetKind: "freight" | "demurrage";
        /**
         * RateTier
         * @description One step of a tariff: from this charged day on (1 = the first day after free time),
         *     `rate` USD a day.
         */
        RateTier: {
            /** Format: uint32 */
            fromDay: number;
            /** Format: double */
            rate: number;
        };
        /**
         * RateVersion
         * @description One published version, without its rows.
         */
        RateVersion: {
            /** Format: int64 */
            version: number;
            /** @description RFC 3339, UTC. */
            publishedAt: string;
            /** @description The owner who published it (an e-mail address). */
            publishedBy: string;
            /** Format: int64 */
            freightLanes: number;
            /** Format: int64 */
            demurrageTariffs: number;
            /** @description Whether the site shows this version now. */
            current: boolean;
        };
        /**
         * RateVersionPage
         * @description A page of the published versions, newest first.
         */
        RateVersionPage: {
            items: components["schemas"]["RateVersion"][];
            /** Format: int64 */
            total: number;
        };
        /**
         * RatesDraft
         * @description The draft, what the site shows, and the expiry warning.
         */
        RatesDraft: {
            card: components["schemas"]["RateCard"];
            /**
             * Format: int64
             * @description The version the draft was restored from, if it was.
             */
            basedOn?: number;
            /** @description When and by whom the draft was last saved (RFC 3339, UTC); absent before the first save. */
            updatedAt?: string;
            updatedBy?: string;
            /** @description Absent when the site shows no card (the calculators say "indicative"). */
            published?: components["schemas"]["PublishedInfo"] & unknown;
            warning: components["schemas"]["ExpiryWarning"];
        };
        /** Received */
        Received: {
            /** @description A text for the visitor, in their language. */
            message: string;
        };
        /**
         * Recipient
         * @description One recipient of a newsletter as the console shows it.
         */
        Recipient: {
            /** Format: int64 */
            id: number;
            recipient: string;
            language: string;
            /** @description `pending`, `retrying`, `sent` or `failed`. */
            state: string;
            /** Format: int64 */
            attempts: number;
            lastError?: string;
            sentAt?: string;
        };
        /** RecipientPage */
        RecipientPage: {
            /** @description In the order they were queued. */
            items: components["schemas"]["Recipient"][];
            /**
             * Format: int64
             * @description Recipients in all (queued, sent and failed).
             */
            total: number;
        };
        /**
         * RecoveryCodes
         * @description Two-step sign-in is on.
         */
        RecoveryCodes: {
            /** @description Ten single-use codes for when the phone is lost; shown once. */
            recoveryCodes: string[];
        };
        /**
         * RemoteCopy
         * @description A backup's copy in the object store, as the console shows it.
         */
        RemoteCopy: {
            /** @description `pending` (not tried yet), `uploaded` or `failed` (retried by itself). */
            state: string;
            /**
             * Format: uint32
             * @description How many times it was tried: `uploaded` after more than one is a retried upload.
             */
            attempts: number;
            /** @description Why the last attempt failed, in the caller's language (only when `failed`). */
            reason?: string;
            /** @description RFC 3339, UTC: when it is tried again (only when `failed`). */
            nextTryAt?: string;
        };
        /**
         * RemoteInput
         * @description Where the backups go (docs/decisions-spec.md §26).
         */
        RemoteInput: {
            /** @description `https://s3.example.com` (or `http://` on a private network), with its port if any. */
            endpoint: string;
            /** @description The store's region (`us-east-1` when empty). */
            region: string;
            bucket: string;
            /** @description A folder inside the bucket (`tradelane/backups`); may be empty. */
            prefix: string;
            accessKeyId: string;
            /**
             * Format: password
             * @description Write-only, never answered. Absent: keep the stored one (there must be one).
             */
            secretAccessKey?: string;
        };
        /**
         * RemoteTest
         * @description What a try of the destination found.
         */
        RemoteTest: {
            /** @description The store took a small object and removed it. */
            ok: boolean;
            /** @description Why not, in the caller's language. */
            reason?: string;
        };
        /**
         * RemoteView
         * @description The console's view of the destination: the secret is never answered, only whether one is
         *     stored (and opens with this machine's key).
         */
        RemoteView: {
            /** @description A destination is set (when not, every other field is empty). */
            configured: boolean;
            /** @description `https://…` (or `http://` on a private network) of the S3-compatible store. */
            endpoint: string;
            region: string;
            bucket: string;
            prefix: string;
            accessKeyId: string;
            /**
             * @description A secret is stored and this machine's key opens it; `false` after a restore on a
             *     machine without the key: the console asks for it again.
             */
            secretSet: boolean;
        };
        /**
         * @description Which requests to list.
         * @enum {string}
         */
        RequestFilter: "open" | "done";
        /**
         * RequestItem
         * @description One request as the console shows it.
         */
        RequestItem: {
            id: string;
            /** @description The address (its fingerprint once erased). */
            email: string;
            /** @description `access`, `correct`, `erase` or `withdraw`. */
            kind: string;
            /** @description `received`, `acknowledged` or `done`. */
            state: string;
            /** @description When the visitor confirmed the address (RFC 3339, UTC): the deadlines run from it. */
            receivedAt: string;
            /** @description The deadline to complete it. */
            dueAt: string;
            /** @description The deadline to acknowledge it. */
            acknowledgeBy: string;
            /** @description The language the visitor wrote in (and is answered in). */
            language: string;
            /** @description Whether its next deadline has passed and it is not done. */
            overdue: boolean;
            message?: string;
            acknowledgedAt?: string;
            answeredAt?: string;
            answeredBy?: string;
            answerNote?: string;
        };
        /**
         * @description What a visitor may ask about an address's data.
         * @enum {string}
         */
        RequestKind: "access" | "correct" | "erase" | "withdraw";
        /** RequestPage */
        RequestPage: {
            /** @description Newest first. */
            items: components["schemas"]["RequestItem"][];
            /** Format: int64 */
            total: number;
        };
        /**
         * ResetConfirm
         * @description The body of `POST /api/admin/password-reset/confirm`.
         */
        ResetConfirm: {
            /** @description The token of the e-mailed link. */
            token: string;
            /**
             * Format: password
             * @description The new password: 12–1,024 characters, not easy to guess.
             */
            password: string;
        };
        /**
         * ResetRequest
         * @description The body of `POST /api/admin/password-reset`.
         */
        ResetRequest: {
            /**
             * Format: email
             * @description The account's address as sent, at most 254 characters.
             */
            email: string;
        };
        /**
         * RevisionEntry
         * @description One saved version, without its text.
         */
        RevisionEntry: {
            /** Format: int64 */
            id: number;
            /** @description RFC 3339, UTC. */
            savedAt: string;
            /** @description The e-mail of the owner who saved it. */
            savedBy: string;
        };
        /** @enum {string} */
        Role: "owner" | "editor" | "sales";
        /**
         * Schedule
         * @description Every N hours, keep the last K; `every_hours` 0 is off (the default).
         */
        Schedule: {
            /**
             * Format: uint32
             * @description 0 (off) to 720 (30 days).
             */
            everyHours: number;
            /**
             * Format: uint32
             * @description How many scheduled backups to keep, 1 to 100.
             */
            keep: number;
        };
        /** SendAccepted */
        SendAccepted: {
            /** @description `sending` or `scheduled`. */
            state: string;
            /**
             * Format: int64
             * @description Recipients queued now (0 when scheduled).
             */
            queued: number;
            sendAt?: string;
            message: string;
        };
        /**
         * SendRequest
         * @description The body of `POST /api/admin/newsletters/{id}/send`.
         */
        SendRequest: {
            /**
             * @description When to send, in the business's time zone (Settings), `YYYY-MM-DDTHH:MM`; absent:
             *     now.
             */
            at?: string;
        };
        /** Service */
        Service: {
            id: string;
            slug: string;
            /** @description One of package, truck, warehouse, ship, plane, document. */
            icon: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
            /** @description Multi-line text; lines that begin with a dash are bullets. */
            contentVi: string;
            contentEn: string;
        };
        /**
         * ServiceDetail
         * @description One service, and the others (at most three) to link to.
         */
        ServiceDetail: {
            id: string;
            slug: string;
            /** @description One of package, truck, warehouse, ship, plane, document. */
            icon: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
            /** @description Multi-line text; lines that begin with a dash are bullets. */
            contentVi: string;
            contentEn: string;
            related: components["schemas"]["Service"][];
        };
        /**
         * @description The icons a service card may show.
         * @enum {string}
         */
        ServiceIcon: "package" | "truck" | "warehouse" | "ship" | "plane" | "document";
        /**
         * ServiceInput
         * @description A service as the owner edits it (drafts included).
         *
         *     Unknown fields are refused. Lengths count characters (Unicode code points) of the
         *     text as sent; the stored text is trimmed.
         */
        ServiceInput: {
            /**
             * @description Lowercase letters, digits and single hyphens; unique among services; the page's
             *     address is `/services/{slug}`.
             */
            slug: string;
            icon: components["schemas"]["ServiceIcon"];
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /**
             * @description Lines that begin with a dash are bullets (the card shows three).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentVi: string;
            /**
             * @description Lines that begin with a dash are bullets (the card shows three).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentEn: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * ServiceItem
         * @description A service as the owner edits it (drafts included).
         */
        ServiceItem: {
            id: string;
            /** @description RFC 3339 time of the last change of what the public sees. */
            updatedAt: string;
            /**
             * @description Lowercase letters, digits and single hyphens; unique among services; the page's
             *     address is `/services/{slug}`.
             */
            slug: string;
            icon: components["schemas"]["ServiceIcon"];
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            titleEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            descriptionEn: string;
            /**
             * @description Lines that begin with a dash are bullets (the card shows three).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentVi: string;
            /**
             * @description Lines that begin with a dash are bullets (the card shows three).
             *     Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal).
             */
            contentEn: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * SessionInfo
         * @description The signed-in owner.
         */
        SessionInfo: {
            email: string;
            /** @description `vi` or `en`. */
            language: string;
            /** @description What the console shows: only what the role may do. */
            role: components["schemas"]["Role"] & unknown;
            /**
             * @description The team requires two-step sign-in and this account has not turned it on: it can
             *     only do that (or sign out) until it does.
             */
            twoStepRequired: boolean;
        };
        /**
         * SignInRefusal
         * @description Why a sign-in was refused.
         */
        SignInRefusal: {
            error: string;
            /**
             * @description `totp` when the password was right and the account asks for a code (send it in
             *     `code`), or the code was wrong.
             */
            secondFactor?: string;
        };
        /**
         * SignInRequest
         * @description The body of `POST /api/admin/session`.
         */
        SignInRequest: {
            /**
             * Format: email
             * @description The account's address as sent (no surrounding spaces), at most 254 characters.
             */
            email: string;
            /**
             * Format: password
             * @description Not empty, at most 1,024 characters.
             */
            password: string;
            /** @description The console's language, kept as the owner's (their notices use it). */
            language?: components["schemas"]["PreferredLanguage"] & unknown;
            /**
             * @description With two-step sign-in on: the authenticator app's 6-digit code, or an unused
             *     recovery code.
             */
            code?: string;
        };
        /** SourceFigures */
        SourceFigures: {
            /** @description The referrer's host or `utm_source`; `""` when none (typed, bookmarked, an app). */
            source: string;
            /** Format: int64 */
            visitors: number;
            /** @description The sum of the sources not listed (`source` is `""` then too). */
            other?: boolean;
        };
        /**
         * StaleBody
         * @description The 412 answer: the version sent is not the current one.
         */
        StaleBody: {
            /** @description A human readable explanation, in the owner's language. */
            error: string;
            /** @description Who saved the current version (an owner's e-mail), when it is known. */
            changedBy?: string;
            /** @description When the current version was saved (RFC 3339, UTC), when it is known. */
            changedAt?: string;
            /**
             * @description The item as it now is, so that the console can keep this tab's changes over it
             *     field by field (docs/decisions-spec.md §23) without asking again.
             */
            current?: unknown;
            /** @description The current version's tag: the `If-Match` of a save made over `current`. */
            version?: string;
        };
        /**
         * StandingPage
         * @description A standing page as `GET /api/pages/{slug}` answers it. The bodies still hold their
         *     placeholders; the app fills them from the settings it shows.
         */
        StandingPage: {
            /** @description One of about, faq, support, privacy, terms. */
            slug: string;
            titleVi: string;
            titleEn: string;
            descriptionVi: string;
            descriptionEn: string;
            /**
             * @description Plain text: blank lines separate blocks, `## ` starts a heading, `### ` a question
             *     (FAQ), `- ` a bulleted line; `{companyName}`, `{legalName}`, `{email}`, `{phone}` and
             *     `{address}` stand for the current settings.
             */
            bodyVi: string;
            bodyEn: string;
            /** @description RFC 3339 time of the last change. */
            updatedAt: string;
        };
        /**
         * Stats
         * @description `GET /api/admin/stats`: the period's figures, the previous period's beside them.
         */
        Stats: {
            /** @description Whether the server counts visits now (`--no-analytics` turns it off). */
            counting: boolean;
            /** Format: int64 */
            days: number;
            /** @description First and last day of the period (`YYYY-MM-DD`, Vietnam's calendar); the last is today. */
            from: string;
            to: string;
            /**
             * Format: int64
             * @description The sum of each day's visitors (a visitor is recognised within one day only).
             */
            visitors: number;
            /** Format: int64 */
            pageviews: number;
            /**
             * Format: int64
             * @description Enquiries received in the period (spam left out).
             */
            enquiryCount: number;
            previous: components["schemas"]["PreviousPeriod"];
            daily: components["schemas"]["DayFigures"][];
            pages: components["schemas"]["PageFigures"][];
            sources: components["schemas"]["SourceFigures"][];
            campaigns: components["schemas"]["ValueFigures"][];
            devices: components["schemas"]["ValueFigures"][];
            languages: components["schemas"]["ValueFigures"][];
            tools: components["schemas"]["ToolFigures"][];
            enquiries: components["schemas"]["EnquiryGroup"][];
            conversion: components["schemas"]["Conversions"];
        };
        /**
         * Subscription
         * @description One subscription as the owner sees it (never its tokens), with its consent record; a
         *     field it lacks is absent (never `null`).
         */
        Subscription: {
            id: string;
            email: string;
            language: string;
            /** @description `blog`, `testimonials` or `import`. */
            source: string;
            createdAt: string;
            /** @description `pending` (awaiting confirmation), `confirmed` or `bounced`. */
            state: string;
            confirmedAt?: string;
            /**
             * @description When consent was given, on which page, the words shown, and on what basis
             *     (`double-opt-in`, `signup` before double opt-in, or an imported list's stated basis).
             */
            consentAt?: string;
            consentPage?: string;
            consentText?: string;
            consentBasis?: string;
            bouncedAt?: string;
            /**
             * Format: int64
             * @description The version of the consent statement agreed to (docs/decisions-spec.md §27).
             */
            consentVersion?: number;
        };
        /** SubscriptionPage */
        SubscriptionPage: {
            items: components["schemas"]["Subscription"][];
            /**
             * Format: int64
             * @description How many match the search.
             */
            total: number;
        };
        /**
         * SubscriptionRequest
         * @description The body of `POST /api/subscriptions` (documented; checked by [`parse`]).
         */
        SubscriptionRequest: {
            /**
             * Format: email
             * @description A valid address (with a dotted domain, without a display name or surrounding
             *     spaces), at most 254 characters.
             */
            email: string;
            /** @description The language of the answer and of the letters. */
            language: components["schemas"]["PreferredLanguage"] & unknown;
            /** @description Which box the visitor used. */
            source: components["schemas"]["SubscriptionSource"] & unknown;
            /**
             * @description The path of the page the box was on (kept as the consent's page; absent: the
             *     box's own page).
             */
            page?: string;
            /** @description The exact words the box showed beside the address (kept as the consent's text). */
            consentText?: string;
            /**
             * Format: int64
             * @description The version of the consent statement the box showed (`GET /api/consent`), kept with
             *     the subscription and the time; absent or null: none recorded.
             */
            consentVersion?: number | null;
            /**
             * @description Leave it out. A field that people never see: a subscription with any value here but
             *     null or blank text is answered 201 and stored nowhere.
             */
            website?: unknown;
        };
        /**
         * @description `blog` (the newsletter box) or `testimonials` (the quote box).
         * @enum {string}
         */
        SubscriptionSource: "blog" | "testimonials";
        /** TeamMember */
        TeamMember: {
            /** Format: int64 */
            id: number;
            email: string;
            role: components["schemas"]["Role"];
            suspended: boolean;
            /** @description Two-step sign-in is on. */
            twoStep: boolean;
            /** @description RFC 3339, UTC. */
            createdAt: string;
        };
        /**
         * TeamPolicy
         * @description The team's policy.
         */
        TeamPolicy: {
            /** @description Every account must turn on two-step sign-in before doing anything else. */
            requireTwoStep: boolean;
        };
        /** TestAccepted */
        TestAccepted: {
            message: string;
        };
        /** TestMailRequest */
        TestMailRequest: {
            /**
             * Format: email
             * @description One address, at most 254 characters; absent: every notice recipient of the settings.
             */
            to?: string;
        };
        /** Testimonial */
        Testimonial: {
            id: string;
            nameVi: string;
            nameEn: string;
            positionVi: string;
            positionEn: string;
            companyVi: string;
            companyEn: string;
            contentVi: string;
            contentEn: string;
            /** @description Absent when there is no photo. */
            avatarUrl?: string;
            /** @description The photo's alt text from the media library, when the photo is one of its pictures. */
            avatarAltVi?: string;
            avatarAltEn?: string;
        };
        /**
         * TestimonialInput
         * @description A testimonial as the owner edits it (drafts included).
         *
         *     Unknown fields are refused. Lengths count characters (Unicode code points) of the
         *     text as sent; the stored text is trimmed.
         */
        TestimonialInput: {
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            nameVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            nameEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            positionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            positionEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            companyVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            companyEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            contentVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            contentEn: string;
            /**
             * @description Absent or empty: initials instead of a photo. Otherwise a picture of this site:
             *     `/media/…` (an upload) or `/images/…`.
             */
            avatarUrl?: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /**
         * TestimonialItem
         * @description A testimonial as the owner edits it (drafts included).
         */
        TestimonialItem: {
            id: string;
            /** @description RFC 3339 time of the last change of what the public sees. */
            updatedAt: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            nameVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            nameEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            positionVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            positionEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            companyVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            companyEn: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            contentVi: string;
            /** @description Not blank (`http::schema::NOT_BLANK`, written out: an attribute takes a literal). */
            contentEn: string;
            /**
             * @description Absent or empty: initials instead of a photo. Otherwise a picture of this site:
             *     `/media/…` (an upload) or `/images/…`.
             */
            avatarUrl?: string;
            /** @description false: a draft, seen only in the console. */
            published: boolean;
        };
        /** ToolFigures */
        ToolFigures: {
            /** @description The tool's page name, e.g. `incoterms-calculator`. */
            tool: string;
            /**
             * Format: int64
             * @description Visitors who used it (any event).
             */
            visitors: number;
            /** Format: int64 */
            calculated: number;
            /** Format: int64 */
            pdf: number;
            /** Format: int64 */
            link: number;
            /** Format: int64 */
            quote: number;
            /** @description The sum of the tools not listed (`tool` is `""`). */
            other?: boolean;
        };
        /**
         * @description The calculators an enquiry can come from (their pages' last path segment).
         * @enum {string}
         */
        ToolName: "incoterms-calculator" | "fob-cif-calculator" | "freight-calculator" | "demurrage-calculator" | "hs-code-analyzer";
        /**
         * TotpCode
         * @description The body of `POST /api/admin/totp/confirm` and `DELETE /api/admin/totp`.
         */
        TotpCode: {
            /** @description A 6-digit code of the authenticator app (or, to turn it off, a recovery code). */
            code: string;
        };
        /**
         * TotpSetup
         * @description A new TOTP secret, for the authenticator app.
         */
        TotpSetup: {
            /** @description Base32, to type in by hand. */
            secret: string;
            /** @description `otpauth://totp/…`, to scan as a QR code. */
            otpauthUrl: string;
        };
        /**
         * TotpStatus
         * @description Whether two-step sign-in is on.
         */
        TotpStatus: {
            enabled: boolean;
        };
        /** UnsubscribeRequest */
        UnsubscribeRequest: {
            /** @description The token of the unsubscribe link (not blank). */
            token: string;
        };
        /**
         * UsdVnd
         * @description The rate the card's VND figures are worked out at.
         */
        UsdVnd: {
            /**
             * Format: double
             * @description VND for one USD.
             */
            rate: number;
            /** @description `YYYY-MM-DD`: the day the rate was taken. */
            date: string;
        };
        /**
         * ValueFigures
         * @description Visitors by one value: a source (the referrer's host or `utm_source`; `""` for none,
         *     i.e. typed or bookmarked), a campaign, a device class (`phone`, `tablet`, `desktop`), a
         *     language (`vi`, `en`).
         */
        ValueFigures: {
            value: string;
            /** Format: int64 */
            visitors: number;
            /** @description The sum of the values not listed (`value` is `""`). */
            other?: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listServices: {
        parameters: {
            query?: {
                /** @description Items per page (default 12). */
                limit?: number;
                /** @description How many items to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description How many items the whole list holds. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Service"][];
                };
            };
            /** @description `limit` or `offset` is not valid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `offset` is past the end of the list. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item with its bodies and a few related ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceDetail"];
                };
            };
            /** @description No published item has this slug. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listIndustries: {
        parameters: {
            query?: {
                /** @description Items per page (default 12). */
                limit?: number;
                /** @description How many items to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description How many items the whole list holds. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Industry"][];
                };
            };
            /** @description `limit` or `offset` is not valid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `offset` is past the end of the list. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCaseStudies: {
        parameters: {
            query?: {
                /** @description Items per page (default 12). */
                limit?: number;
                /** @description How many items to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description How many items the whole list holds. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudy"][];
                };
            };
            /** @description `limit` or `offset` is not valid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `offset` is past the end of the list. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item with its bodies and a few related ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyDetail"];
                };
            };
            /** @description No published item has this slug. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                /** @description Items per page (default 12). */
                limit?: number;
                /** @description How many items to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description How many items the whole list holds. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostSummary"][];
                };
            };
            /** @description `limit` or `offset` is not valid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `offset` is past the end of the list. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The item with its bodies and a few related ones. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPost"];
                };
            };
            /** @description No published item has this slug. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTestimonials: {
        parameters: {
            query?: {
                /** @description Items per page (default 12). */
                limit?: number;
                /** @description How many items to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of the list. */
            200: {
                headers: {
                    /** @description How many items the whole list holds. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Testimonial"][];
                };
            };
            /** @description `limit` or `offset` is not valid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `offset` is past the end of the list. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The database could not be read. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContactRequest"];
            };
        };
        responses: {
            /** @description The enquiry is stored. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ContactCreated"];
                };
            };
            /** @description A field is missing, blank, too long or invalid, or the body is not a JSON object. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many enquiries from this address; `Retry-After` says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait before sending again. */
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The enquiry could not be stored. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every part does its job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
            /** @description A part cannot do its job: the body says which and why. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
        };
    };
    listBackups: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BackupList"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Made: the name of its file. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BackupMade"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A name from the list. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The `.tar`, streamed from disk. */
            200: {
                headers: {
                    /** @description `attachment; filename="<name>"`. */
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/x-tar": string;
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteBackup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A name from the list. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setBackupSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Schedule"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Schedule"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getBackupRemote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The destination, without its secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RemoteView"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setBackupRemote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RemoteInput"];
            };
        };
        responses: {
            /** @description The file is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteBackupRemote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file is gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    testBackupRemote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RemoteTest"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PublicSettings"];
                };
            };
        };
    };
    getHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["HolidayCalendar"];
                };
            };
            /** @description The server could not read it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    "CACHE-CONTROL": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PublicRates"];
                };
            };
            /** @description The card named in `If-None-Match` is still the published one. */
            304: {
                headers: {
                    ETAG: string;
                    "CACHE-CONTROL": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    createSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SubscriptionRequest"];
            };
        };
        responses: {
            /**
             * @description Received: a confirmation e-mail is on its way (the same answer when the address was
             *     already waiting or confirmed: it tells nothing about the list).
             */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The address is missing or invalid, or `language` or `source` is not one of theirs. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many from this address; `Retry-After` says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait before sending again. */
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The subscription could not be stored. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmRequest"];
            };
        };
        responses: {
            /** @description Confirmed: the address receives the newsletter. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The token is missing or not text. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No subscription waits for this token (mistyped, or older than 7 days). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeRequest"];
            };
        };
        responses: {
            /** @description The subscription has ended. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Message"];
                };
            };
            /** @description The token is missing or not text. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No subscription has this token (already ended, or mistyped). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SessionInfo"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SignInRequest"];
            };
        };
        responses: {
            /**
             * @description Signed in: the session cookie is set (and, for a browser new to the account, a
             *     second `Set-Cookie` remembers it: its own allowance of failed sign-ins).
             */
            204: {
                headers: {
                    "SET-COOKIE": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or not text. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Unknown account or wrong password (the same answer for both), or a second step
             *     (`secondFactor`) missing or wrong.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SignInRefusal"];
                };
            };
            /** @description Not sent from the site's own origin, or the account is suspended. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Too many failed sign-ins from this address, for this account or from this browser,
             *     or too many password checks running at once.
             */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is over; the cookie is cleared. */
            204: {
                headers: {
                    "SET-COOKIE": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    signOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The session is over; the cookie is cleared. */
            204: {
                headers: {
                    "SET-COOKIE": string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PasswordChange"];
            };
        };
        responses: {
            /** @description Changed; every other session of the owner has ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Too many wrong current passwords from this address or for this account, or too many
             *     password checks at once.
             */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTeamMembers: {
        parameters: {
            query?: {
                /** @description 1–200, default 50. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MemberPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removeTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; its sessions ended, its enquiries are unassigned. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description It is the last owner who can act. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateTeamMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MemberChange"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TeamMember"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description It would leave the team without an owner who can act. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listInvitations: {
        parameters: {
            query?: {
                /** @description 1–200, default 50. */
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["InvitationPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationRequest"];
            };
        };
        responses: {
            /** @description Invited: the e-mail with the link is queued. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["InvitationView"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The address already has an account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resendInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["InvitationView"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    withdrawInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InvitationAccept"];
            };
        };
        responses: {
            /** @description The account exists and is signed in (the session cookie is set). */
            201: {
                headers: {
                    "SET-COOKIE": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TeamMember"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTeamPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TeamPolicy"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setTeamPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TeamPolicy"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TeamPolicy"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetRequest"];
            };
        };
        responses: {
            /** @description Taken: if the address has an account (and e-mail is set up), a link is on its way. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResetConfirm"];
            };
        };
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TotpStatus"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    beginTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The secret for the app; not in force until confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TotpSetup"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Two-step sign-in is on already: turn it off first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCode"];
            };
        };
        responses: {
            /** @description Two-step sign-in is off. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Too many wrong codes from this address or for this account: the same lock-out as
             *     sign-in (5 within 15 minutes), so a stolen session cannot guess its way past the
             *     second step.
             */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TotpCode"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RecoveryCodes"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AdminSettings"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminSettingsInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AdminSettings"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A save without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminHolidays: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["AdminHolidayCalendar"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addAdminHolidayDay: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidayDay"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["HolidayYear"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminHolidayYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["HolidayYearInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["HolidayYear"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminHolidayYear: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The year uses the built-in calendar again. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRatesDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft, with its version in `ETag` (send it back as `If-Match` to save). */
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RatesDraft"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateRatesDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RateCard"];
            };
        };
        responses: {
            /** @description The draft, with its version in `ETag` (send it back as `If-Match` to save). */
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RatesDraft"];
                };
            };
            /** @description A row is invalid; the text names the list and the row. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another save came first: who made it, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A save without `If-Match`. */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    importRates: {
        parameters: {
            query: {
                kind: components["schemas"]["RateSheetKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The rate sheet: CSV (UTF-8) or XLSX, line 1 the columns. */
        requestBody: {
            content: {
                "text/csv": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RateImportReport"];
                };
            };
            /** @description The file as a whole is refused (not CSV/XLSX, wrong columns, too many lines). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Larger than 8 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not `text/csv` nor the XLSX type. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Lines are refused, each named: nothing was imported. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RateImportRefusal"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportRates: {
        parameters: {
            query: {
                kind: components["schemas"]["RateSheetKind"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description Indicate if the content is expected to be displayed inline in the browser, that is, as a Web page or as part of a Web page, or as an attachment, that is downloaded and saved locally. */
                    "Content-Disposition": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/octet-stream": string;
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    publishRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PublishedInfo"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    withdrawRates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The site shows no card now. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listRateVersions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RateVersionPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreRateVersion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                version: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft, with its version in `ETag` (send it back as `If-Match` to save). */
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RatesDraft"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listEnquiries: {
        parameters: {
            query?: {
                status?: components["schemas"]["EnquiryStatus"];
                q?: string;
                /** @description `false`: only the unread ones; `true`: only the read ones. */
                read?: boolean;
                source?: string;
                /** @description `me`: only those assigned to the signed-in account. */
                assigned?: components["schemas"]["Assigned"];
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["EnquiryPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportEnquiries: {
        parameters: {
            query: {
                format: components["schemas"]["FileFormat"];
                status?: components["schemas"]["EnquiryStatus"];
                q?: string;
                /** @description `false`: only the unread ones; `true`: only the read ones. */
                read?: boolean;
                /** @description The enquiry's source (`utmSource`, else `referrerHost`), exactly. */
                source?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as a download. */
            200: {
                headers: {
                    /** @description `attachment; filename="<name>-YYYY-MM-DD.csv"`. */
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/json; charset=utf-8": components["schemas"]["ExportedEnquiry"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["EnquiryDetail"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The enquiry, its notes and its search entry are gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateEnquiry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EnquiryPatch"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["EnquiryDetail"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkEnquiryStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkStatus"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BulkDone"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    bulkDeleteEnquiries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BulkDelete"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BulkDone"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    eraseEnquirer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ErasureRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErasureDone"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listSubscriptions: {
        parameters: {
            query?: {
                q?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SubscriptionPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    exportSubscriptions: {
        parameters: {
            query: {
                format: components["schemas"]["FileFormat"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as a download. */
            200: {
                headers: {
                    /** @description `attachment; filename="<name>-YYYY-MM-DD.csv"`. */
                    "CONTENT-DISPOSITION": string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv; charset=utf-8": string;
                    "application/json; charset=utf-8": components["schemas"]["Subscription"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    importSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportRequest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ImportReport"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listNewsletters: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NewsletterPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewNewsletterRequest"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Created"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Newsletter"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewNewsletterRequest"];
            };
        };
        responses: {
            /** @description The newsletter as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Newsletter"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description It has been sent (or, to cancel, is not scheduled). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description It has been sent: it stays, with its counts. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The newsletter as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Newsletter"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description It has been sent (or, to cancel, is not scheduled). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listNewsletterRecipients: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RecipientPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    previewNewsletter: {
        parameters: {
            query: {
                language: components["schemas"]["PreferredLanguage"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Preview"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    previewNewsletterHtml: {
        parameters: {
            query: {
                language: components["schemas"]["PreferredLanguage"];
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The letter's HTML document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    testNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued to the signed-in owner, one message per language of the newsletter. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestAccepted"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No SMTP server is configured. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendNewsletter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SendRequest"];
            };
        };
        responses: {
            /** @description Queued (its delivery shows in the counts), or scheduled. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["SendAccepted"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description It is already being sent, or nothing can be sent (no SMTP server). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getNewsletterSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NewsletterSettings"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setNewsletterSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NewsletterSettings"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NewsletterSettings"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listNotices: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NoticeList"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelNotice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Stopped: it will not be sent. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendNoticeAgain: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued again as new: it goes out in its turn, its delivery shown in the list. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Accepted"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description It cannot go again: it is not failed, its link was dropped when it failed (the
             *     person asks again), or it is a newsletter's (the newsletter sends it). The text says
             *     which.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getNoticeDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NoticeDigest"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setNoticeDigest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NoticeDigest"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["NoticeDigest"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendTestMail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestMailRequest"];
            };
        };
        responses: {
            /** @description Queued: its delivery shows in the notices. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Accepted"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description Nothing can be sent yet: no SMTP URL is set, or (without `to`) there is no notice
             *     recipient. The text says which.
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listActivity: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ActivityPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StandingPage"];
                };
            };
            /** @description No published page has this slug. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminServices: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (empty past the end: an item deleted from the last page leaves it empty). */
            200: {
                headers: {
                    /** @description How many items the whole list holds, drafts included. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reorderAdminServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAdminService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            /** @description Stored; the item as it now is, and its version. */
            201: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ServiceInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (from the public site too). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminServiceRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RevisionEntry"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminServiceRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceInput"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreAdminServiceRevision: {
        parameters: {
            query?: {
                /** @description Also bring back the version's publication state and picture. */
                everything?: boolean;
            };
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ServiceItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminIndustries: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (empty past the end: an item deleted from the last page leaves it empty). */
            200: {
                headers: {
                    /** @description How many items the whole list holds, drafts included. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IndustryItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reorderAdminIndustries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IndustryItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAdminIndustry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndustryInput"];
            };
        };
        responses: {
            /** @description Stored; the item as it now is, and its version. */
            201: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IndustryItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminIndustry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IndustryItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminIndustry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["IndustryInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IndustryItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminIndustry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (from the public site too). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminIndustryRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RevisionEntry"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminIndustryRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IndustryInput"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreAdminIndustryRevision: {
        parameters: {
            query?: {
                /** @description Also bring back the version's publication state and picture. */
                everything?: boolean;
            };
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["IndustryItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminCaseStudies: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (empty past the end: an item deleted from the last page leaves it empty). */
            200: {
                headers: {
                    /** @description How many items the whole list holds, drafts included. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reorderAdminCaseStudies: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAdminCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseStudyInput"];
            };
        };
        responses: {
            /** @description Stored; the item as it now is, and its version. */
            201: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CaseStudyInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminCaseStudy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (from the public site too). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminCaseStudyRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RevisionEntry"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminCaseStudyRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyInput"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreAdminCaseStudyRevision: {
        parameters: {
            query?: {
                /** @description Also bring back the version's publication state and picture. */
                everything?: boolean;
            };
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["CaseStudyItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminBlogPosts: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (empty past the end: an item deleted from the last page leaves it empty). */
            200: {
                headers: {
                    /** @description How many items the whole list holds, drafts included. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reorderAdminBlogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAdminBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostInput"];
            };
        };
        responses: {
            /** @description Stored; the item as it now is, and its version. */
            201: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BlogPostInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (from the public site too). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminBlogPostRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RevisionEntry"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminBlogPostRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostInput"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreAdminBlogPostRevision: {
        parameters: {
            query?: {
                /** @description Also bring back the version's publication state and picture. */
                everything?: boolean;
            };
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BlogPostItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminTestimonials: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (empty past the end: an item deleted from the last page leaves it empty). */
            200: {
                headers: {
                    /** @description How many items the whole list holds, drafts included. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestimonialItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reorderAdminTestimonials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OrderInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestimonialItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAdminTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestimonialInput"];
            };
        };
        responses: {
            /** @description Stored; the item as it now is, and its version. */
            201: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestimonialItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestimonialItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["TestimonialInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestimonialItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminTestimonial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed (from the public site too). */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminTestimonialRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RevisionEntry"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminTestimonialRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestimonialInput"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreAdminTestimonialRevision: {
        parameters: {
            query?: {
                /** @description Also bring back the version's publication state and picture. */
                everything?: boolean;
            };
            header?: never;
            path: {
                id: string;
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["TestimonialItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PageItem"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["PageSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PageItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["PageSlug"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PageInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PageItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminPageRevisions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["PageSlug"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RevisionEntry"][];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminPageRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["PageSlug"];
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PageInput"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    restoreAdminPageRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: components["schemas"]["PageSlug"];
                revisionId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    ETAG: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PageItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A state-changing request from another origin (or naming none). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another item of the list already has this slug. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The version in `If-Match` is not the current one: who saved the current one, and when. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["StaleBody"];
                };
            };
            /** @description The body is larger than 512 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A write of an item without `If-Match` (the version it started from). */
            428: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMedia: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
                url?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page (empty past the end: a picture deleted from the last page leaves it empty). */
            200: {
                headers: {
                    /** @description How many pictures the library holds. */
                    "X-TOTAL-COUNT": number;
                    /** @description The next and previous pages (`<…>; rel="next"`, `<…>; rel="prev"`), when there are. */
                    LINK?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MediaList"];
                };
            };
            /** @description `limit` or `offset` is not valid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not read the library. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["MediaUpload"];
            };
        };
        responses: {
            /**
             * @description The very same picture (same bytes) is already in the library: that item, with the
             *     alt texts just sent.
             */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MediaItem"];
                };
            };
            /** @description Stored: the new picture. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["MediaItem"];
                };
            };
            /**
             * @description A field is missing or invalid, a second file was sent, or the picture is damaged,
             *     smaller than 100 pixels a side, larger than 8000 pixels a side or 25 megapixels.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not sent from the site's own origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The file is larger than 5 MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description The body is not `multipart/form-data`, or the file is not JPEG, PNG or WebP (by its
             *     bytes: SVG, GIF and anything else are refused whatever their name).
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not store it; nothing was kept. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The row and its files are gone. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No valid session. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not sent from the site's own origin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such picture. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The picture is still shown by content (drafts included); the text names where. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not remove it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    recordEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventRequest"];
            };
        };
        responses: {
            /**
             * @description Not counted: a bot or not a browser, `Sec-GPC: 1`, counting turned off, a path the
             *     site does not count, or the server too busy to keep it.
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Counted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The body is not such an event (a wrong type, a field too long, an unknown field). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 16 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json` or `text/plain`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many events from this address; `Retry-After` says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait before sending again. */
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getStats: {
        parameters: {
            query?: {
                days?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Stats"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement the forms show now, in both languages. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ConsentStatement"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createPersonalDataRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDataRequest"];
            };
        };
        responses: {
            /**
             * @description Received: if the address is real, a confirmation link is on its way to it. The same
             *     answer for every address (it tells nothing about what is held).
             */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Received"];
                };
            };
            /** @description A field is missing or invalid. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many from this client; `Retry-After` says how many seconds to wait. */
            429: {
                headers: {
                    /** @description Seconds to wait before sending again. */
                    "RETRY-AFTER": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    confirmPersonalDataRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConfirmToken"];
            };
        };
        responses: {
            /** @description Confirmed: the request is received and its deadlines run. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No request waits for this token (mistyped, or older than 7 days). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPersonalDataRequests: {
        parameters: {
            query?: {
                state?: components["schemas"]["RequestFilter"];
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RequestPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    acknowledgePersonalDataRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RequestItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answerPersonalDataRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AnswerInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["RequestItem"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listConsentStatements: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ConsentHistory"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setConsentStatement: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConsentInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ConsentStatement"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPersonalDataSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PersonalDataSettings"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setPersonalDataSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PersonalDataSettings"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["PersonalDataSettings"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBreaches: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["BreachPage"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addBreach: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BreachInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Breach"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateBreach: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BreachInput"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Breach"];
                };
            };
            /** @description A field is missing or invalid; the text names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No valid session (signed out, expired, or never signed in). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /**
             * @description A state-changing request from another origin (or naming none); for a password
             *     change, also a wrong current password.
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is larger than 32 KB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not `application/json`. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The server could not do it. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
