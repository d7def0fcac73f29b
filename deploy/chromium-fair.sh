#!/bin/sh
# Chromium that cannot raise its own threads' priority. Run as root (as CI is), Chromium sets its compositor
# and browser threads to nice -8; on two cores they then starve the server the tests are talking to (seen:
# the display compositor alone at 80-95 % of a core, journeys three times slower, timeouts). Without the
# capability to raise priority its threads stay at the priority it was started with.
exec setpriv --bounding-set=-sys_nice -- "${FAIR_CHROMIUM_TARGET:-/usr/bin/chromium}" "$@"
