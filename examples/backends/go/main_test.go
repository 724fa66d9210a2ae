// The signature check of main.go: go test (from this folder).
package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"strings"
	"testing"
	"time"
)

const body = `{"data": {"id": "inv_1", "type": "invoices"}}`

func sign(t int64, withSecret string) string {
	mac := hmac.New(sha256.New, []byte(withSecret))
	fmt.Fprintf(mac, "%d.%s", t, body)
	return fmt.Sprintf("t=%d,v1=%s", t, hex.EncodeToString(mac.Sum(nil)))
}

func TestVerifyEvent(t *testing.T) {
	secret = []byte("whsec_test") // main reads it from SANDBOX_WEBHOOK_SECRET
	now := time.Now().Unix()
	right := strings.SplitN(sign(now, "whsec_test"), "v1=", 2)[1]
	// Go strings are bytes, as a header arrives: "é" here is its two UTF-8 bytes.
	cases := []struct {
		name   string
		header string
		want   bool
	}{
		{"a correct signature", sign(now, "whsec_test"), true},
		{"a correct signature, with spaces", " " + strings.ReplaceAll(sign(now, "whsec_test"), ",", ", "), true},
		{"no header", "", false},
		{"another secret", sign(now, "whsec_someone_else"), false},
		{"stale", sign(now-400, "whsec_test"), false},
		{"from the future", sign(now+400, "whsec_test"), false},
		{"bytes past ASCII", fmt.Sprintf("t=%d,v1=%s", now, strings.Repeat("\xff", 64)), false},
		{"UTF-8 past ASCII", fmt.Sprintf("t=%d,v1=%s", now, strings.Repeat("é", 32)), false},
		{"invalid UTF-8", fmt.Sprintf("t=%d,v1=%s\xe2", now, strings.Repeat("€", 21)), false},
		{"bytes 0x80 and 0xfe", fmt.Sprintf("t=%d,v1=%s", now, strings.Repeat("\x80\xfe", 32)), false},
		{"not hex, the right length", fmt.Sprintf("t=%d,v1=%s", now, strings.Repeat("g", 64)), false},
		{"Arabic-Indic digits in t", "t=١٢٣,v1=" + right, false},
		{"a byte past ASCII after t", fmt.Sprintf("t=%d\xff,v1=%s", now, right), false},
		{"a no-break space after t", fmt.Sprintf("t=%d\u00a0,v1=%s", now, right), false},
		{"a t too long for an int64", "t=" + strings.Repeat("9", 5000) + ",v1=" + right, false},
		{"junk", "\xff=\xff,\xfe", false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := verifyEvent([]byte(body), c.header); got != c.want {
				t.Errorf("verifyEvent(%q) = %v, want %v", c.header, got, c.want)
			}
		})
	}
}
