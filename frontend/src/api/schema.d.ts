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
        /** The consultancy's services, in display order. */
        get: operations["listServices"];
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
        /** The industries served, in display order. */
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
        /** Case studies, in display order. */
        get: operations["listCaseStudies"];
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
        /** Blog posts, newest first (the first one is featured). */
        get: operations["listBlogPosts"];
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
        /** Client testimonials, in display order. */
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
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** BlogPost */
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
            /** @description Full name, not blank, at most 200 characters. */
            name: string;
            /**
             * Format: email
             * @description E-mail address (with a dotted domain, without a display name or surrounding
             *     spaces), at most 254 characters.
             */
            email: string;
            /** @description Company, not blank, at most 200 characters. */
            company: string;
            /** @description Phone number, optional (absent, null or blank: none), at most 50 characters. */
            phone?: string | null;
            /** @description The message, not blank, at most 5,000 characters. */
            message: string;
            /** @description The language to answer in. */
            preferredLanguage: components["schemas"]["PreferredLanguage"] & unknown;
            /**
             * @description Leave it out. A field that people never see (the form hides it): an enquiry with any
             *     value here but null or blank text is still answered 201, and kept with status `spam`.
             */
            website?: unknown;
        };
        /**
         * ErrorBody
         * @description The body of every error answer of the API.
         */
        ErrorBody: {
            /** @description A human readable explanation, in the visitor's language where it can be told. */
            error: string;
        };
        /** Health */
        Health: {
            status: components["schemas"]["OverallStatus"];
            /** @description What is wrong, in the caller's language; absent when the status is `ok`. */
            error?: string;
            /**
             * @description Each part by name: `database` (it can be read), `enquiryWriter` (it stores
             *     enquiries), `noticeSender` (it sends enquiry notices by e-mail).
             */
            components: {
                [key: string]: components["schemas"]["ComponentHealth"];
            };
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
         * @description Whether the server can do its work: every part is `ok`.
         * @enum {string}
         */
        OverallStatus: "ok" | "unavailable";
        /**
         * @description `vi` or `en`.
         * @enum {string}
         */
        PreferredLanguage: "vi" | "en";
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
                    "application/json; charset=utf-8": components["schemas"]["Service"][];
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
                    "application/json; charset=utf-8": components["schemas"]["Industry"][];
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
                    "application/json; charset=utf-8": components["schemas"]["CaseStudy"][];
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
                    "application/json; charset=utf-8": components["schemas"]["BlogPost"][];
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
                    "application/json; charset=utf-8": components["schemas"]["Testimonial"][];
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
}
