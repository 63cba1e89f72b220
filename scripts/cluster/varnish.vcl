# The balancer and HTTP cache of `npm run start:cluster` (Debian's Varnish): round robin over the
# site servers that answer /api/health/ready, keeping what they mark cacheable for as long as
# they say (pages: s-maxage of a few seconds, then stale while fetched again; lib/server/http/
# sharedCacheControl.mjs). start-cluster.mjs writes the servers in place of the marker below.
vcl 4.1;

import directors;

probe ready {
    .url = "/api/health/ready";
    .interval = 1s;
    .timeout = 3s;
    .window = 3;
    .threshold = 2;
}

@BACKENDS@

sub vcl_recv {
    set req.backend_hint = servers.backend();
    # One stored variant per encoding the servers answer with (server.mjs: brotli, gzip, none).
    if (req.http.Accept-Encoding ~ "\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
    # Varnish's built-in rules follow: POST, a Cookie (a signed-in visitor, an editor's draft
    # mode) or an Authorization header go to a server, never to or from the cache.
}

sub vcl_deliver {
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
