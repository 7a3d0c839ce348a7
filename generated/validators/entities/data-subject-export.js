// DO NOT EDIT: generated from schemas/entities/data-subject-export.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv-formats/dist/formats.js";
import * as __m1 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"DataSubjectExport","description":"Everything a site holds about one e-mail address (issue 21, GDPR art. 15 access, read by an admin for a data subject's request): the account, the consent log's entries, the newsletter subscription, form submissions, orders and mails, and all of it as one timeline (the CSV's rows).","type":"object","properties":{"email":{"type":"string","maxLength":254},"generatedAt":{"type":"string","format":"date-time","maxLength":40},"account":{"description":"The account registered with the address, if there is one.","type":["object","null"],"properties":{"id":{"type":"integer","minimum":1,"maximum":2147483647},"firstName":{"type":"string","maxLength":200},"lastName":{"type":"string","maxLength":200},"createdAt":{"type":"string","format":"date-time","maxLength":40}},"required":["id","firstName","lastName","createdAt"],"additionalProperties":false},"consents":{"type":"array","maxItems":10000,"items":{"$ref":"./consent-log-entry.schema.json"}},"newsletter":{"description":"The newsletter subscription of the address on this site, if there is one.","type":["object","null"],"properties":{"status":{"type":"string","enum":["pending","subscribed","unsubscribed"]},"language":{"type":"string","maxLength":3},"createdAt":{"type":"string","format":"date-time","maxLength":40},"confirmedAt":{"type":["string","null"],"format":"date-time","maxLength":40},"unsubscribedAt":{"type":["string","null"],"format":"date-time","maxLength":40}},"required":["status","language","createdAt","confirmedAt","unsubscribedAt"],"additionalProperties":false},"formSubmissions":{"type":"array","maxItems":10000,"items":{"title":"DataSubjectSubmission","type":"object","properties":{"form":{"type":"string","maxLength":100},"title":{"type":"string","maxLength":200},"path":{"type":"string","maxLength":2000},"data":{"description":"The values as they were sent (text).","type":"object","maxProperties":100,"additionalProperties":true},"files":{"type":"array","maxItems":10,"items":{"title":"DataSubjectFile","type":"object","properties":{"name":{"type":"string","maxLength":255},"mime":{"type":"string","maxLength":100},"size":{"type":"integer","minimum":0,"maximum":2147483647}},"required":["name","mime","size"],"additionalProperties":false}},"createdAt":{"type":"string","format":"date-time","maxLength":40}},"required":["form","title","path","data","files","createdAt"],"additionalProperties":false}},"orders":{"type":"array","maxItems":10000,"items":{"title":"DataSubjectOrder","type":"object","properties":{"number":{"type":"string","maxLength":20},"status":{"type":"string","maxLength":20},"total":{"type":"integer","minimum":0,"maximum":2147483647},"createdAt":{"type":"string","format":"date-time","maxLength":40}},"required":["number","status","total","createdAt"],"additionalProperties":false}},"mails":{"description":"Mails to the address (subject and kind only: links in them carry tokens).","type":"array","maxItems":10000,"items":{"title":"DataSubjectMail","type":"object","properties":{"template":{"type":"string","maxLength":40},"subject":{"type":"string","maxLength":500},"status":{"type":"string","maxLength":20},"createdAt":{"type":"string","format":"date-time","maxLength":40}},"required":["template","subject","status","createdAt"],"additionalProperties":false}},"timeline":{"description":"Every item above as one row, oldest first: the CSV export's rows.","type":"array","maxItems":50000,"items":{"title":"DataSubjectEvent","type":"object","properties":{"at":{"type":"string","format":"date-time","maxLength":40},"kind":{"type":"string","enum":["account","consent","newsletter","form","order","mail"]},"summary":{"type":"string","maxLength":2000}},"required":["at","kind","summary"],"additionalProperties":false}}},"required":["email","generatedAt","account","consents","newsletter","formSubmissions","orders","mails","timeline"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/data-subject-export.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"ConsentLogEntry","description":"One entry of the consent log as a data subject or an admin reads it (spec 7 consent log fields; decision 047): a consent accepted or withdrawn, the id the form sent, the consent's uniqueNumber, the version of its text, the form and the time.","type":"object","properties":{"consentId":{"type":"string","minLength":1,"maxLength":100},"uniqueNumber":{"type":"string","minLength":1,"maxLength":50},"version":{"type":"integer","minimum":1,"maximum":2147483647},"form":{"type":"string","minLength":1,"maxLength":100},"status":{"type":"string","enum":["accepted","withdrawn"]},"email":{"type":"string","maxLength":254},"statusTimestamp":{"type":"string","format":"date-time","maxLength":40}},"required":["consentId","uniqueNumber","version","form","status","email","statusTimestamp"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/entities/consent-log-entry.schema.json"};
const func0 = Object.prototype.hasOwnProperty;
const func1 = __cjs(__m1).default;
const formats0 = __cjs(__m0).fullFormats["date-time"];

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/entities/data-subject-export.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.email === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.generatedAt === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "generatedAt"},message:"must have required property '"+"generatedAt"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.account === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "account"},message:"must have required property '"+"account"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.consents === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "consents"},message:"must have required property '"+"consents"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.newsletter === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newsletter"},message:"must have required property '"+"newsletter"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.formSubmissions === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "formSubmissions"},message:"must have required property '"+"formSubmissions"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.orders === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "orders"},message:"must have required property '"+"orders"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.mails === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "mails"},message:"must have required property '"+"mails"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.timeline === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "timeline"},message:"must have required property '"+"timeline"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func0.call(schema0.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.email !== undefined){
let data0 = data.email;
if(typeof data0 === "string"){
if(func1(data0) > 254){
const err10 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/email",schemaPath:"#/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.generatedAt !== undefined){
let data1 = data.generatedAt;
if(typeof data1 === "string"){
if(func1(data1) > 40){
const err12 = {instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(formats0.validate(data1))){
const err13 = {instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/generatedAt",schemaPath:"#/properties/generatedAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.account !== undefined){
let data2 = data.account;
if((!(data2 && typeof data2 == "object" && !Array.isArray(data2))) && (data2 !== null)){
const err15 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/type",keyword:"type",params:{type: schema0.properties.account.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.id === undefined){
const err16 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2.firstName === undefined){
const err17 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "firstName"},message:"must have required property '"+"firstName"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data2.lastName === undefined){
const err18 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "lastName"},message:"must have required property '"+"lastName"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data2.createdAt === undefined){
const err19 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
for(const key1 in data2){
if(!((((key1 === "id") || (key1 === "firstName")) || (key1 === "lastName")) || (key1 === "createdAt"))){
const err20 = {instancePath:instancePath+"/account",schemaPath:"#/properties/account/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.id !== undefined){
let data3 = data2.id;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err21 = {instancePath:instancePath+"/account/id",schemaPath:"#/properties/account/properties/id/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 > 2147483647 || isNaN(data3)){
const err22 = {instancePath:instancePath+"/account/id",schemaPath:"#/properties/account/properties/id/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data3 < 1 || isNaN(data3)){
const err23 = {instancePath:instancePath+"/account/id",schemaPath:"#/properties/account/properties/id/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
}
if(data2.firstName !== undefined){
let data4 = data2.firstName;
if(typeof data4 === "string"){
if(func1(data4) > 200){
const err24 = {instancePath:instancePath+"/account/firstName",schemaPath:"#/properties/account/properties/firstName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/account/firstName",schemaPath:"#/properties/account/properties/firstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data2.lastName !== undefined){
let data5 = data2.lastName;
if(typeof data5 === "string"){
if(func1(data5) > 200){
const err26 = {instancePath:instancePath+"/account/lastName",schemaPath:"#/properties/account/properties/lastName/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/account/lastName",schemaPath:"#/properties/account/properties/lastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.createdAt !== undefined){
let data6 = data2.createdAt;
if(typeof data6 === "string"){
if(func1(data6) > 40){
const err28 = {instancePath:instancePath+"/account/createdAt",schemaPath:"#/properties/account/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(!(formats0.validate(data6))){
const err29 = {instancePath:instancePath+"/account/createdAt",schemaPath:"#/properties/account/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/account/createdAt",schemaPath:"#/properties/account/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
}
if(data.consents !== undefined){
let data7 = data.consents;
if(Array.isArray(data7)){
if(data7.length > 10000){
const err31 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
const len0 = data7.length;
for(let i0=0; i0<len0; i0++){
let data8 = data7[i0];
if(data8 && typeof data8 == "object" && !Array.isArray(data8)){
if(data8.consentId === undefined){
const err32 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "consentId"},message:"must have required property '"+"consentId"+"'"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(data8.uniqueNumber === undefined){
const err33 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "uniqueNumber"},message:"must have required property '"+"uniqueNumber"+"'"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data8.version === undefined){
const err34 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data8.form === undefined){
const err35 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(data8.status === undefined){
const err36 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data8.email === undefined){
const err37 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "email"},message:"must have required property '"+"email"+"'"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(data8.statusTimestamp === undefined){
const err38 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/required",keyword:"required",params:{missingProperty: "statusTimestamp"},message:"must have required property '"+"statusTimestamp"+"'"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
for(const key2 in data8){
if(!(((((((key2 === "consentId") || (key2 === "uniqueNumber")) || (key2 === "version")) || (key2 === "form")) || (key2 === "status")) || (key2 === "email")) || (key2 === "statusTimestamp"))){
const err39 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data8.consentId !== undefined){
let data9 = data8.consentId;
if(typeof data9 === "string"){
if(func1(data9) > 100){
const err40 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"./consent-log-entry.schema.json/properties/consentId/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(func1(data9) < 1){
const err41 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"./consent-log-entry.schema.json/properties/consentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
else {
const err42 = {instancePath:instancePath+"/consents/" + i0+"/consentId",schemaPath:"./consent-log-entry.schema.json/properties/consentId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data8.uniqueNumber !== undefined){
let data10 = data8.uniqueNumber;
if(typeof data10 === "string"){
if(func1(data10) > 50){
const err43 = {instancePath:instancePath+"/consents/" + i0+"/uniqueNumber",schemaPath:"./consent-log-entry.schema.json/properties/uniqueNumber/maxLength",keyword:"maxLength",params:{limit: 50},message:"must NOT have more than 50 characters"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(func1(data10) < 1){
const err44 = {instancePath:instancePath+"/consents/" + i0+"/uniqueNumber",schemaPath:"./consent-log-entry.schema.json/properties/uniqueNumber/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
else {
const err45 = {instancePath:instancePath+"/consents/" + i0+"/uniqueNumber",schemaPath:"./consent-log-entry.schema.json/properties/uniqueNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data8.version !== undefined){
let data11 = data8.version;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err46 = {instancePath:instancePath+"/consents/" + i0+"/version",schemaPath:"./consent-log-entry.schema.json/properties/version/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if((typeof data11 == "number") && (isFinite(data11))){
if(data11 > 2147483647 || isNaN(data11)){
const err47 = {instancePath:instancePath+"/consents/" + i0+"/version",schemaPath:"./consent-log-entry.schema.json/properties/version/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err48 = {instancePath:instancePath+"/consents/" + i0+"/version",schemaPath:"./consent-log-entry.schema.json/properties/version/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
if(data8.form !== undefined){
let data12 = data8.form;
if(typeof data12 === "string"){
if(func1(data12) > 100){
const err49 = {instancePath:instancePath+"/consents/" + i0+"/form",schemaPath:"./consent-log-entry.schema.json/properties/form/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(func1(data12) < 1){
const err50 = {instancePath:instancePath+"/consents/" + i0+"/form",schemaPath:"./consent-log-entry.schema.json/properties/form/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
else {
const err51 = {instancePath:instancePath+"/consents/" + i0+"/form",schemaPath:"./consent-log-entry.schema.json/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data8.status !== undefined){
let data13 = data8.status;
if(typeof data13 !== "string"){
const err52 = {instancePath:instancePath+"/consents/" + i0+"/status",schemaPath:"./consent-log-entry.schema.json/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(!((data13 === "accepted") || (data13 === "withdrawn"))){
const err53 = {instancePath:instancePath+"/consents/" + i0+"/status",schemaPath:"./consent-log-entry.schema.json/properties/status/enum",keyword:"enum",params:{allowedValues: schema1.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
}
if(data8.email !== undefined){
let data14 = data8.email;
if(typeof data14 === "string"){
if(func1(data14) > 254){
const err54 = {instancePath:instancePath+"/consents/" + i0+"/email",schemaPath:"./consent-log-entry.schema.json/properties/email/maxLength",keyword:"maxLength",params:{limit: 254},message:"must NOT have more than 254 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/consents/" + i0+"/email",schemaPath:"./consent-log-entry.schema.json/properties/email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data8.statusTimestamp !== undefined){
let data15 = data8.statusTimestamp;
if(typeof data15 === "string"){
if(func1(data15) > 40){
const err56 = {instancePath:instancePath+"/consents/" + i0+"/statusTimestamp",schemaPath:"./consent-log-entry.schema.json/properties/statusTimestamp/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(!(formats0.validate(data15))){
const err57 = {instancePath:instancePath+"/consents/" + i0+"/statusTimestamp",schemaPath:"./consent-log-entry.schema.json/properties/statusTimestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/consents/" + i0+"/statusTimestamp",schemaPath:"./consent-log-entry.schema.json/properties/statusTimestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/consents/" + i0,schemaPath:"./consent-log-entry.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/consents",schemaPath:"#/properties/consents/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
if(data.newsletter !== undefined){
let data16 = data.newsletter;
if((!(data16 && typeof data16 == "object" && !Array.isArray(data16))) && (data16 !== null)){
const err61 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/type",keyword:"type",params:{type: schema0.properties.newsletter.type},message:"must be object,null"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.status === undefined){
const err62 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data16.language === undefined){
const err63 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/required",keyword:"required",params:{missingProperty: "language"},message:"must have required property '"+"language"+"'"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data16.createdAt === undefined){
const err64 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data16.confirmedAt === undefined){
const err65 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/required",keyword:"required",params:{missingProperty: "confirmedAt"},message:"must have required property '"+"confirmedAt"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data16.unsubscribedAt === undefined){
const err66 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/required",keyword:"required",params:{missingProperty: "unsubscribedAt"},message:"must have required property '"+"unsubscribedAt"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key3 in data16){
if(!(((((key3 === "status") || (key3 === "language")) || (key3 === "createdAt")) || (key3 === "confirmedAt")) || (key3 === "unsubscribedAt"))){
const err67 = {instancePath:instancePath+"/newsletter",schemaPath:"#/properties/newsletter/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data16.status !== undefined){
let data17 = data16.status;
if(typeof data17 !== "string"){
const err68 = {instancePath:instancePath+"/newsletter/status",schemaPath:"#/properties/newsletter/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(!(((data17 === "pending") || (data17 === "subscribed")) || (data17 === "unsubscribed"))){
const err69 = {instancePath:instancePath+"/newsletter/status",schemaPath:"#/properties/newsletter/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.newsletter.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data16.language !== undefined){
let data18 = data16.language;
if(typeof data18 === "string"){
if(func1(data18) > 3){
const err70 = {instancePath:instancePath+"/newsletter/language",schemaPath:"#/properties/newsletter/properties/language/maxLength",keyword:"maxLength",params:{limit: 3},message:"must NOT have more than 3 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
else {
const err71 = {instancePath:instancePath+"/newsletter/language",schemaPath:"#/properties/newsletter/properties/language/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data16.createdAt !== undefined){
let data19 = data16.createdAt;
if(typeof data19 === "string"){
if(func1(data19) > 40){
const err72 = {instancePath:instancePath+"/newsletter/createdAt",schemaPath:"#/properties/newsletter/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
if(!(formats0.validate(data19))){
const err73 = {instancePath:instancePath+"/newsletter/createdAt",schemaPath:"#/properties/newsletter/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/newsletter/createdAt",schemaPath:"#/properties/newsletter/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data16.confirmedAt !== undefined){
let data20 = data16.confirmedAt;
if((typeof data20 !== "string") && (data20 !== null)){
const err75 = {instancePath:instancePath+"/newsletter/confirmedAt",schemaPath:"#/properties/newsletter/properties/confirmedAt/type",keyword:"type",params:{type: schema0.properties.newsletter.properties.confirmedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(typeof data20 === "string"){
if(func1(data20) > 40){
const err76 = {instancePath:instancePath+"/newsletter/confirmedAt",schemaPath:"#/properties/newsletter/properties/confirmedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(!(formats0.validate(data20))){
const err77 = {instancePath:instancePath+"/newsletter/confirmedAt",schemaPath:"#/properties/newsletter/properties/confirmedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
if(data16.unsubscribedAt !== undefined){
let data21 = data16.unsubscribedAt;
if((typeof data21 !== "string") && (data21 !== null)){
const err78 = {instancePath:instancePath+"/newsletter/unsubscribedAt",schemaPath:"#/properties/newsletter/properties/unsubscribedAt/type",keyword:"type",params:{type: schema0.properties.newsletter.properties.unsubscribedAt.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(typeof data21 === "string"){
if(func1(data21) > 40){
const err79 = {instancePath:instancePath+"/newsletter/unsubscribedAt",schemaPath:"#/properties/newsletter/properties/unsubscribedAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(!(formats0.validate(data21))){
const err80 = {instancePath:instancePath+"/newsletter/unsubscribedAt",schemaPath:"#/properties/newsletter/properties/unsubscribedAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
}
}
}
if(data.formSubmissions !== undefined){
let data22 = data.formSubmissions;
if(Array.isArray(data22)){
if(data22.length > 10000){
const err81 = {instancePath:instancePath+"/formSubmissions",schemaPath:"#/properties/formSubmissions/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
const len1 = data22.length;
for(let i1=0; i1<len1; i1++){
let data23 = data22[i1];
if(data23 && typeof data23 == "object" && !Array.isArray(data23)){
if(data23.form === undefined){
const err82 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/required",keyword:"required",params:{missingProperty: "form"},message:"must have required property '"+"form"+"'"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
if(data23.title === undefined){
const err83 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(data23.path === undefined){
const err84 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data23.data === undefined){
const err85 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data23.files === undefined){
const err86 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/required",keyword:"required",params:{missingProperty: "files"},message:"must have required property '"+"files"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data23.createdAt === undefined){
const err87 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
for(const key4 in data23){
if(!((((((key4 === "form") || (key4 === "title")) || (key4 === "path")) || (key4 === "data")) || (key4 === "files")) || (key4 === "createdAt"))){
const err88 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data23.form !== undefined){
let data24 = data23.form;
if(typeof data24 === "string"){
if(func1(data24) > 100){
const err89 = {instancePath:instancePath+"/formSubmissions/" + i1+"/form",schemaPath:"#/properties/formSubmissions/items/properties/form/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/formSubmissions/" + i1+"/form",schemaPath:"#/properties/formSubmissions/items/properties/form/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data23.title !== undefined){
let data25 = data23.title;
if(typeof data25 === "string"){
if(func1(data25) > 200){
const err91 = {instancePath:instancePath+"/formSubmissions/" + i1+"/title",schemaPath:"#/properties/formSubmissions/items/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
else {
const err92 = {instancePath:instancePath+"/formSubmissions/" + i1+"/title",schemaPath:"#/properties/formSubmissions/items/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
if(data23.path !== undefined){
let data26 = data23.path;
if(typeof data26 === "string"){
if(func1(data26) > 2000){
const err93 = {instancePath:instancePath+"/formSubmissions/" + i1+"/path",schemaPath:"#/properties/formSubmissions/items/properties/path/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
}
else {
const err94 = {instancePath:instancePath+"/formSubmissions/" + i1+"/path",schemaPath:"#/properties/formSubmissions/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
if(data23.data !== undefined){
let data27 = data23.data;
if(data27 && typeof data27 == "object" && !Array.isArray(data27)){
if(Object.keys(data27).length > 100){
const err95 = {instancePath:instancePath+"/formSubmissions/" + i1+"/data",schemaPath:"#/properties/formSubmissions/items/properties/data/maxProperties",keyword:"maxProperties",params:{limit: 100},message:"must NOT have more than 100 properties"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
else {
const err96 = {instancePath:instancePath+"/formSubmissions/" + i1+"/data",schemaPath:"#/properties/formSubmissions/items/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data23.files !== undefined){
let data28 = data23.files;
if(Array.isArray(data28)){
if(data28.length > 10){
const err97 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files",schemaPath:"#/properties/formSubmissions/items/properties/files/maxItems",keyword:"maxItems",params:{limit: 10},message:"must NOT have more than 10 items"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
const len2 = data28.length;
for(let i2=0; i2<len2; i2++){
let data29 = data28[i2];
if(data29 && typeof data29 == "object" && !Array.isArray(data29)){
if(data29.name === undefined){
const err98 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2,schemaPath:"#/properties/formSubmissions/items/properties/files/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
if(data29.mime === undefined){
const err99 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2,schemaPath:"#/properties/formSubmissions/items/properties/files/items/required",keyword:"required",params:{missingProperty: "mime"},message:"must have required property '"+"mime"+"'"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(data29.size === undefined){
const err100 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2,schemaPath:"#/properties/formSubmissions/items/properties/files/items/required",keyword:"required",params:{missingProperty: "size"},message:"must have required property '"+"size"+"'"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
for(const key5 in data29){
if(!(((key5 === "name") || (key5 === "mime")) || (key5 === "size"))){
const err101 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2,schemaPath:"#/properties/formSubmissions/items/properties/files/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
if(data29.name !== undefined){
let data30 = data29.name;
if(typeof data30 === "string"){
if(func1(data30) > 255){
const err102 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2+"/name",schemaPath:"#/properties/formSubmissions/items/properties/files/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2+"/name",schemaPath:"#/properties/formSubmissions/items/properties/files/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data29.mime !== undefined){
let data31 = data29.mime;
if(typeof data31 === "string"){
if(func1(data31) > 100){
const err104 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2+"/mime",schemaPath:"#/properties/formSubmissions/items/properties/files/items/properties/mime/maxLength",keyword:"maxLength",params:{limit: 100},message:"must NOT have more than 100 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
else {
const err105 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2+"/mime",schemaPath:"#/properties/formSubmissions/items/properties/files/items/properties/mime/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
if(data29.size !== undefined){
let data32 = data29.size;
if(!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))){
const err106 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2+"/size",schemaPath:"#/properties/formSubmissions/items/properties/files/items/properties/size/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if((typeof data32 == "number") && (isFinite(data32))){
if(data32 > 2147483647 || isNaN(data32)){
const err107 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2+"/size",schemaPath:"#/properties/formSubmissions/items/properties/files/items/properties/size/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
if(data32 < 0 || isNaN(data32)){
const err108 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2+"/size",schemaPath:"#/properties/formSubmissions/items/properties/files/items/properties/size/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
}
}
}
else {
const err109 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files/" + i2,schemaPath:"#/properties/formSubmissions/items/properties/files/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
}
}
else {
const err110 = {instancePath:instancePath+"/formSubmissions/" + i1+"/files",schemaPath:"#/properties/formSubmissions/items/properties/files/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
if(data23.createdAt !== undefined){
let data33 = data23.createdAt;
if(typeof data33 === "string"){
if(func1(data33) > 40){
const err111 = {instancePath:instancePath+"/formSubmissions/" + i1+"/createdAt",schemaPath:"#/properties/formSubmissions/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
if(!(formats0.validate(data33))){
const err112 = {instancePath:instancePath+"/formSubmissions/" + i1+"/createdAt",schemaPath:"#/properties/formSubmissions/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/formSubmissions/" + i1+"/createdAt",schemaPath:"#/properties/formSubmissions/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/formSubmissions/" + i1,schemaPath:"#/properties/formSubmissions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/formSubmissions",schemaPath:"#/properties/formSubmissions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data.orders !== undefined){
let data34 = data.orders;
if(Array.isArray(data34)){
if(data34.length > 10000){
const err116 = {instancePath:instancePath+"/orders",schemaPath:"#/properties/orders/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
const len3 = data34.length;
for(let i3=0; i3<len3; i3++){
let data35 = data34[i3];
if(data35 && typeof data35 == "object" && !Array.isArray(data35)){
if(data35.number === undefined){
const err117 = {instancePath:instancePath+"/orders/" + i3,schemaPath:"#/properties/orders/items/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data35.status === undefined){
const err118 = {instancePath:instancePath+"/orders/" + i3,schemaPath:"#/properties/orders/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data35.total === undefined){
const err119 = {instancePath:instancePath+"/orders/" + i3,schemaPath:"#/properties/orders/items/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data35.createdAt === undefined){
const err120 = {instancePath:instancePath+"/orders/" + i3,schemaPath:"#/properties/orders/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
for(const key6 in data35){
if(!((((key6 === "number") || (key6 === "status")) || (key6 === "total")) || (key6 === "createdAt"))){
const err121 = {instancePath:instancePath+"/orders/" + i3,schemaPath:"#/properties/orders/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data35.number !== undefined){
let data36 = data35.number;
if(typeof data36 === "string"){
if(func1(data36) > 20){
const err122 = {instancePath:instancePath+"/orders/" + i3+"/number",schemaPath:"#/properties/orders/items/properties/number/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
}
else {
const err123 = {instancePath:instancePath+"/orders/" + i3+"/number",schemaPath:"#/properties/orders/items/properties/number/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
}
if(data35.status !== undefined){
let data37 = data35.status;
if(typeof data37 === "string"){
if(func1(data37) > 20){
const err124 = {instancePath:instancePath+"/orders/" + i3+"/status",schemaPath:"#/properties/orders/items/properties/status/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
else {
const err125 = {instancePath:instancePath+"/orders/" + i3+"/status",schemaPath:"#/properties/orders/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
if(data35.total !== undefined){
let data38 = data35.total;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err126 = {instancePath:instancePath+"/orders/" + i3+"/total",schemaPath:"#/properties/orders/items/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if((typeof data38 == "number") && (isFinite(data38))){
if(data38 > 2147483647 || isNaN(data38)){
const err127 = {instancePath:instancePath+"/orders/" + i3+"/total",schemaPath:"#/properties/orders/items/properties/total/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
if(data38 < 0 || isNaN(data38)){
const err128 = {instancePath:instancePath+"/orders/" + i3+"/total",schemaPath:"#/properties/orders/items/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
}
}
if(data35.createdAt !== undefined){
let data39 = data35.createdAt;
if(typeof data39 === "string"){
if(func1(data39) > 40){
const err129 = {instancePath:instancePath+"/orders/" + i3+"/createdAt",schemaPath:"#/properties/orders/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(!(formats0.validate(data39))){
const err130 = {instancePath:instancePath+"/orders/" + i3+"/createdAt",schemaPath:"#/properties/orders/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
else {
const err131 = {instancePath:instancePath+"/orders/" + i3+"/createdAt",schemaPath:"#/properties/orders/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
else {
const err132 = {instancePath:instancePath+"/orders/" + i3,schemaPath:"#/properties/orders/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath:instancePath+"/orders",schemaPath:"#/properties/orders/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
if(data.mails !== undefined){
let data40 = data.mails;
if(Array.isArray(data40)){
if(data40.length > 10000){
const err134 = {instancePath:instancePath+"/mails",schemaPath:"#/properties/mails/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
const len4 = data40.length;
for(let i4=0; i4<len4; i4++){
let data41 = data40[i4];
if(data41 && typeof data41 == "object" && !Array.isArray(data41)){
if(data41.template === undefined){
const err135 = {instancePath:instancePath+"/mails/" + i4,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "template"},message:"must have required property '"+"template"+"'"};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
if(data41.subject === undefined){
const err136 = {instancePath:instancePath+"/mails/" + i4,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "subject"},message:"must have required property '"+"subject"+"'"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
if(data41.status === undefined){
const err137 = {instancePath:instancePath+"/mails/" + i4,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
if(data41.createdAt === undefined){
const err138 = {instancePath:instancePath+"/mails/" + i4,schemaPath:"#/properties/mails/items/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
for(const key7 in data41){
if(!((((key7 === "template") || (key7 === "subject")) || (key7 === "status")) || (key7 === "createdAt"))){
const err139 = {instancePath:instancePath+"/mails/" + i4,schemaPath:"#/properties/mails/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
}
if(data41.template !== undefined){
let data42 = data41.template;
if(typeof data42 === "string"){
if(func1(data42) > 40){
const err140 = {instancePath:instancePath+"/mails/" + i4+"/template",schemaPath:"#/properties/mails/items/properties/template/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
}
else {
const err141 = {instancePath:instancePath+"/mails/" + i4+"/template",schemaPath:"#/properties/mails/items/properties/template/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
}
if(data41.subject !== undefined){
let data43 = data41.subject;
if(typeof data43 === "string"){
if(func1(data43) > 500){
const err142 = {instancePath:instancePath+"/mails/" + i4+"/subject",schemaPath:"#/properties/mails/items/properties/subject/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
}
else {
const err143 = {instancePath:instancePath+"/mails/" + i4+"/subject",schemaPath:"#/properties/mails/items/properties/subject/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
}
if(data41.status !== undefined){
let data44 = data41.status;
if(typeof data44 === "string"){
if(func1(data44) > 20){
const err144 = {instancePath:instancePath+"/mails/" + i4+"/status",schemaPath:"#/properties/mails/items/properties/status/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
else {
const err145 = {instancePath:instancePath+"/mails/" + i4+"/status",schemaPath:"#/properties/mails/items/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
}
if(data41.createdAt !== undefined){
let data45 = data41.createdAt;
if(typeof data45 === "string"){
if(func1(data45) > 40){
const err146 = {instancePath:instancePath+"/mails/" + i4+"/createdAt",schemaPath:"#/properties/mails/items/properties/createdAt/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(!(formats0.validate(data45))){
const err147 = {instancePath:instancePath+"/mails/" + i4+"/createdAt",schemaPath:"#/properties/mails/items/properties/createdAt/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
else {
const err148 = {instancePath:instancePath+"/mails/" + i4+"/createdAt",schemaPath:"#/properties/mails/items/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
}
}
else {
const err149 = {instancePath:instancePath+"/mails/" + i4,schemaPath:"#/properties/mails/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
}
}
else {
const err150 = {instancePath:instancePath+"/mails",schemaPath:"#/properties/mails/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
if(data.timeline !== undefined){
let data46 = data.timeline;
if(Array.isArray(data46)){
if(data46.length > 50000){
const err151 = {instancePath:instancePath+"/timeline",schemaPath:"#/properties/timeline/maxItems",keyword:"maxItems",params:{limit: 50000},message:"must NOT have more than 50000 items"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
const len5 = data46.length;
for(let i5=0; i5<len5; i5++){
let data47 = data46[i5];
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.at === undefined){
const err152 = {instancePath:instancePath+"/timeline/" + i5,schemaPath:"#/properties/timeline/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data47.kind === undefined){
const err153 = {instancePath:instancePath+"/timeline/" + i5,schemaPath:"#/properties/timeline/items/required",keyword:"required",params:{missingProperty: "kind"},message:"must have required property '"+"kind"+"'"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
if(data47.summary === undefined){
const err154 = {instancePath:instancePath+"/timeline/" + i5,schemaPath:"#/properties/timeline/items/required",keyword:"required",params:{missingProperty: "summary"},message:"must have required property '"+"summary"+"'"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
for(const key8 in data47){
if(!(((key8 === "at") || (key8 === "kind")) || (key8 === "summary"))){
const err155 = {instancePath:instancePath+"/timeline/" + i5,schemaPath:"#/properties/timeline/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key8},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
}
if(data47.at !== undefined){
let data48 = data47.at;
if(typeof data48 === "string"){
if(func1(data48) > 40){
const err156 = {instancePath:instancePath+"/timeline/" + i5+"/at",schemaPath:"#/properties/timeline/items/properties/at/maxLength",keyword:"maxLength",params:{limit: 40},message:"must NOT have more than 40 characters"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
if(!(formats0.validate(data48))){
const err157 = {instancePath:instancePath+"/timeline/" + i5+"/at",schemaPath:"#/properties/timeline/items/properties/at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
}
else {
const err158 = {instancePath:instancePath+"/timeline/" + i5+"/at",schemaPath:"#/properties/timeline/items/properties/at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
if(data47.kind !== undefined){
let data49 = data47.kind;
if(typeof data49 !== "string"){
const err159 = {instancePath:instancePath+"/timeline/" + i5+"/kind",schemaPath:"#/properties/timeline/items/properties/kind/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
if(!((((((data49 === "account") || (data49 === "consent")) || (data49 === "newsletter")) || (data49 === "form")) || (data49 === "order")) || (data49 === "mail"))){
const err160 = {instancePath:instancePath+"/timeline/" + i5+"/kind",schemaPath:"#/properties/timeline/items/properties/kind/enum",keyword:"enum",params:{allowedValues: schema0.properties.timeline.items.properties.kind.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
if(data47.summary !== undefined){
let data50 = data47.summary;
if(typeof data50 === "string"){
if(func1(data50) > 2000){
const err161 = {instancePath:instancePath+"/timeline/" + i5+"/summary",schemaPath:"#/properties/timeline/items/properties/summary/maxLength",keyword:"maxLength",params:{limit: 2000},message:"must NOT have more than 2000 characters"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
else {
const err162 = {instancePath:instancePath+"/timeline/" + i5+"/summary",schemaPath:"#/properties/timeline/items/properties/summary/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
}
else {
const err163 = {instancePath:instancePath+"/timeline/" + i5,schemaPath:"#/properties/timeline/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
}
}
else {
const err164 = {instancePath:instancePath+"/timeline",schemaPath:"#/properties/timeline/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
}
else {
const err165 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

