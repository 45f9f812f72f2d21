# Varnish in front of tradelane (docs/decisions-spec.md §20), tested by tests/api/varnish.rs.
#
# What it does, all from the server's own headers:
# - public pages are kept for their `s-maxage` (60 s) and served stale for up to
#   `stale-while-revalidate` (300 s) while the new one is fetched; a stale page is
#   revalidated with its ETag (a 304 costs the server no body);
# - hashed assets and /media files are kept for their year (`immutable`);
# - pages are keyed by path, query (tracking parameters stripped, the rest sorted) and the
#   `locale` cookie only: every other cookie is dropped before the cache and the server;
# - never cached: /admin, /api/admin, /unsubscribe, any method but GET and HEAD, any answer that sets a
#   cookie or says `no-cache`, `no-store` or `private` (the public JSON says `no-cache`, so
#   it goes to the server each time).
vcl 4.1;

import std;

backend default {
    .host = "127.0.0.1";
    .port = "8080";
}

sub vcl_recv {
    # The console and the owner's API pass with their cookies, uncached.
    # /unsubscribe carries a visitor's own link in its query.
    if (req.url ~ "^/admin($|[/?])" || req.url ~ "^/api/admin($|[/?])"
        || req.url ~ "^/unsubscribe($|[/?])") {
        return (pass);
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Tracking parameters do not change the page: one cached copy for every campaign link.
    if (req.url ~ "[?&](utm_[a-z]+|fbclid|gclid|zarsrc)=") {
        set req.url = regsuball(req.url, "(utm_[a-z]+|fbclid|gclid|zarsrc)=[^&]*&?", "");
        set req.url = regsub(req.url, "[?&]+$", "");
    }
    set req.url = std.querysort(req.url);
    # Only `locale` chooses anything (the language of a page without `?lang`).
    if (req.http.Cookie ~ "(^|;\s*)locale=") {
        set req.http.Cookie = regsub(req.http.Cookie, "^(.*;\s*)?(locale=[^;]*).*$", "\2");
    } else {
        unset req.http.Cookie;
    }
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    }
    if (req.http.Cookie) {
        hash_data(req.http.Cookie);
    }
    return (lookup);
}

sub vcl_backend_response {
    # Whatever sets a cookie is one visitor's answer.
    if (beresp.http.Set-Cookie) {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
    # Kept past their lifetime only to be revalidated by ETag (If-None-Match).
    if (beresp.http.ETag) {
        set beresp.keep = 1h;
    }
    # Everything else as the builtin rules say: s-maxage, stale-while-revalidate as grace,
    # and no caching of `no-cache`, `no-store` or `private`.
}

sub vcl_deliver {
    # For operators (and the test): whether the answer came from the cache.
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
