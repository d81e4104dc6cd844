// A table's page, live (issue 46): each `table` event of the page's stream carries the page's
// changing parts as HTML the server wrote (escaped there), put in place by id. EventSource
// reconnects by itself; a stream the server ends for good (`gone`: the link was revoked or
// turned off) says so. When the game ends the page reloads into its final page with the
// replay. No inline handlers: the page's Content-Security-Policy forbids them.
(function () {
  "use strict";
  var main = document.getElementById("table");
  var status = document.getElementById("live");

  // The page says each state in its own language (`data-say-<state>`, issue 48).
  function say(state) {
    if (!status) return;
    status.setAttribute("data-state", state);
    status.textContent = status.getAttribute("data-say-" + state) || state;
  }

  var lang = document.documentElement.getAttribute("lang") || "en";
  var intl = null;
  if (lang !== "en" && lang !== "en-XA" && typeof Intl !== "undefined" && Intl.RelativeTimeFormat) {
    try {
      intl = new Intl.RelativeTimeFormat(lang, { numeric: "always", style: "short" });
    } catch (err) {
      intl = null;
    }
  }

  // "in 4 min", "2 h ago": deadlines read better relative to now; the UTC time stays in
  // the title. Other languages than English say it as the browser does in theirs.
  function relative(ms) {
    var s = Math.round(ms / 1000);
    if (intl) {
      var b = Math.abs(s);
      return b < 120 ? intl.format(s, "second")
        : b < 7200 ? intl.format(Math.round(s / 60), "minute")
        : b < 172800 ? intl.format(Math.round(s / 3600), "hour")
        : intl.format(Math.round(s / 86400), "day");
    }
    var a = Math.abs(s);
    var span = a < 120 ? a + " s"
      : a < 7200 ? Math.round(a / 60) + " min"
      : a < 172800 ? Math.round(a / 3600) + " h"
      : Math.round(a / 86400) + " days";
    return s >= 0 ? "in " + span : span + " ago";
  }

  function times() {
    var list = document.querySelectorAll("#table time[datetime]");
    var now = Date.now();
    for (var i = 0; i < list.length; i++) {
      var t = list[i];
      var at = Date.parse(t.getAttribute("datetime"));
      if (isNaN(at)) continue;
      if (!t.hasAttribute("title")) t.setAttribute("title", t.textContent);
      t.textContent = relative(at - now);
    }
  }

  function moves_to_end() {
    var box = document.querySelector("#table .scroll-end");
    if (box) box.scrollTop = box.scrollHeight;
  }

  times();
  setInterval(times, 15000);

  if (!main || !main.getAttribute("data-live") || typeof EventSource === "undefined") return;

  var url = main.getAttribute("data-live");
  var source = null;
  var retry = null;

  function apply(f) {
    var version = Number(f.version);
    if (version < Number(main.getAttribute("data-version"))) return;
    // A lobby's page has no move list: the started game's page is laid out anew.
    if (main.getAttribute("data-stage") === "lobby" && f.stage && f.stage !== "lobby") {
      if (source) source.close();
      window.location.reload();
      return;
    }
    var parts = ["title", "board", "text", "players", "moves"];
    for (var i = 0; i < parts.length; i++) {
      var el = document.getElementById(parts[i]);
      if (el && typeof f[parts[i]] === "string" && el.innerHTML !== f[parts[i]]) {
        el.innerHTML = f[parts[i]];
      }
    }
    main.setAttribute("data-version", String(version));
    if (f.stage) main.setAttribute("data-stage", f.stage);
    if (typeof f.title === "string") {
      var holder = document.createElement("div");
      holder.innerHTML = f.title;
      document.title = holder.textContent;
    }
    times();
    moves_to_end();
    if (f.stage === "finished" || f.stage === "cancelled") {
      if (source) source.close();
      say("ended");
      window.location.reload();
    }
  }

  function gone() {
    if (source) source.close();
    source = null;
    say("gone");
  }

  function connect() {
    retry = null;
    source = new EventSource(url);
    source.addEventListener("open", function () {
      say("live");
    });
    source.addEventListener("table", function (e) {
      var f;
      try {
        f = JSON.parse(e.data);
      } catch (err) {
        return;
      }
      apply(f);
    });
    source.addEventListener("gone", gone);
    source.addEventListener("error", function () {
      if (!source) return;
      if (source.readyState === EventSource.CLOSED) {
        // The browser gave up (the server refused the stream): ask whether the page still
        // exists before trying again.
        source = null;
        say("reconnecting");
        fetch(window.location.pathname, { method: "HEAD", cache: "no-store" })
          .then(function (r) {
            if (r.status === 404) {
              gone();
            } else if (!retry) {
              retry = setTimeout(connect, 5000);
            }
          })
          .catch(function () {
            if (!retry) retry = setTimeout(connect, 5000);
          });
      } else {
        say("reconnecting");
      }
    });
  }

  say("connecting");
  moves_to_end();
  connect();
})();
