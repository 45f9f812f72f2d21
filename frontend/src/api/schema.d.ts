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
        /** Is the server up and its database readable? */
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
            imageUrl?: string;
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
         * @description The body of `POST /api/contact`. Unknown fields are ignored.
         */
        ContactRequest: {
            /** @description Full name, at most 200 characters. */
            name: string;
            /** @description E-mail address, at most 254 characters. */
            email: string;
            /** @description Company, at most 200 characters. */
            company: string;
            /** @description Phone number, optional, at most 50 characters. */
            phone?: string;
            /** @description The message, at most 5,000 characters. */
            message: string;
            /** @description `vi` or `en`: the language to answer in. */
            preferredLanguage: string;
            /**
             * @description Leave empty. A field that people never see (the form hides it); an enquiry that
             *     fills it is still answered 201 but kept with status `spam`.
             */
            website?: string;
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
            /** @description Always `ok` when the database answers. */
            status: string;
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
            /** @description The server can read its database. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json; charset=utf-8": components["schemas"]["Health"];
                };
            };
            /** @description The database cannot be read. */
            503: {
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
